"""The capture: a Python function run on stand-in tensors, each torch call
recorded as a fulgur op (mode.py), beneath autograd as ATen ops where fulgur
has no op of the torch function's own (aten.py); indexing (indexing.py) and
the torch functions with a translation of their own (torch_ops.py)."""

from .common import (FulgurError, LiftConstant, UnsupportedError, fulgur_dtype, func_name, location, torch_dtype,
                     where)
from .mode import INPLACE_DUNDERS, Capture

__all__ = ["Capture", "FulgurError", "LiftConstant", "UnsupportedError", "INPLACE_DUNDERS", "fulgur_dtype",
           "func_name", "location", "torch_dtype", "where"]
