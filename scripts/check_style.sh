#!/usr/bin/env bash
# The house habits, checked (scripts/test.sh runs this first, so CI fails on a
# regression): the checked-in .clang-format over the project's C++ (not the
# goldens under tests/golden/, generated code compared byte for byte) and ruff
# over its Python (the rules in pyproject.toml's [tool.ruff]). Each file that
# differs is named; fix with `clang-format-14 -i FILE` / `python3 -m ruff check --fix`.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.cu' '*.cuh' | grep -v '^tests/golden/')
if ! clang-format-14 --dry-run --Werror "${files[@]}"; then
  echo "check_style: the files above differ from .clang-format (clang-format-14 -i FILE)" >&2
  exit 1
fi
python3 -m ruff check --quiet .
echo "check_style: ${#files[@]} C++ files formatted, the Python clean (ruff)"
