#!/usr/bin/env bash
# Packs what the lent GPU machine may lack and cannot download (it has no
# network): GoogleTest's static libraries, headers and CMake package, into
# build-gpu-deps/usr (ignored by git; about 2 MB). Carry that path with the
# device tool (carry: ["build-gpu-deps"]) and check.sh finds it.
set -euo pipefail
cd "$(dirname "$0")/../.."
dst=build-gpu-deps/usr
arch_lib=lib/x86_64-linux-gnu
rm -rf build-gpu-deps
mkdir -p "$dst/$arch_lib/cmake" "$dst/include"
cp -a /usr/include/gtest /usr/include/gmock "$dst/include/"
cp -a /usr/$arch_lib/libgtest*.a /usr/$arch_lib/libgmock*.a "$dst/$arch_lib/"
cp -a /usr/$arch_lib/cmake/GTest "$dst/$arch_lib/cmake/"
du -sh build-gpu-deps
