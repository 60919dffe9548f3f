# The tests import fulgur from the build tree (build/python, where CMake puts
# fulgur/_C*.so next to the package's Python files) unless FULGUR_PYTHONPATH
# names another place or fulgur is installed (pip install .).
import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
_path = os.environ.get("FULGUR_PYTHONPATH", os.path.join(_here, "..", "..", "build", "python"))
if os.path.isdir(_path):
    sys.path.insert(0, os.path.abspath(_path))

import torch  # noqa: E402

torch.manual_seed(0)
