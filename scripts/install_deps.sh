#!/usr/bin/env bash
# Installs what fulgur needs on Debian 12, skipping what is already there:
# a C++ toolchain, CMake, Ninja, GoogleTest, Google Benchmark, LLVM 19, gloo's
# headers (libgloo-dev: headers only, the gloo inside libtorch runs),
# clang-format 14 (scripts/check_style.sh) (Debian packages) and PyTorch from PyPI for the `python3` first on PATH (its
# libtorch is the C++ build's libtorch, so C++ and Python share one torch).
set -euo pipefail

packages=(g++ cmake ninja-build libgtest-dev libgmock-dev libbenchmark-dev llvm-19-dev libgloo-dev clang-format-14)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ! command -v python3 >/dev/null 2>&1; then missing+=(python3); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "install_deps: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

if ! python3 -c 'import torch' >/dev/null 2>&1; then
  if ! python3 -m pip --version >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-pip
  fi
  extra=()
  # Debian's own python3 refuses pip installs unless told otherwise (PEP 668).
  if ls "$(python3 -c 'import sysconfig; print(sysconfig.get_path("stdlib"))')"/EXTERNALLY-MANAGED >/dev/null 2>&1; then
    extra+=(--break-system-packages)
  fi
  echo "install_deps: installing PyTorch from PyPI for $(command -v python3)"
  python3 -m pip install --quiet "${extra[@]}" torch numpy
fi
python3 -c 'import torch; print("install_deps: torch", torch.__version__)'

# The Python suite (tests/python) runs under pytest; `pip install
# --no-build-isolation .` builds the module with scikit-build-core; the reach
# tests build transformers models from tiny configs (nothing is downloaded)
# and run PyTorch's OpInfo database (torch.testing._internal needs
# expecttest); scripts/check_style.sh lints with ruff. transformers and
# expecttest are pure Python, ruff a self-contained binary: none pulls a torch.
if ! python3 -c 'import pytest, scikit_build_core, transformers, expecttest, ruff' >/dev/null 2>&1; then
  extra=()
  if ls "$(python3 -c 'import sysconfig; print(sysconfig.get_path("stdlib"))')"/EXTERNALLY-MANAGED >/dev/null 2>&1; then
    extra+=(--break-system-packages)
  fi
  echo "install_deps: installing pytest, scikit-build-core, transformers, expecttest and ruff from PyPI for" \
    "$(command -v python3)"
  python3 -m pip install --quiet "${extra[@]}" pytest scikit-build-core transformers expecttest ruff
fi
