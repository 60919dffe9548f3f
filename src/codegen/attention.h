// The fused attention kernel's two halves in codegen: when partitioning
// replaces an ltorch.scaled_dot_product_attention by prims.flash_attention
// (a library call: runtime/attention_cpu.h on the CPU, a generated CUDA C++
// kernel on CUDA), and that kernel's source.
#pragma once

#include <optional>
#include <string>

#include "ir/symbol.h"
#include "runtime/attention_cpu.h"

namespace fulgur::codegen {

// prims.flash_attention standing for `b` (same operands and output) when b
// is an ltorch.scaled_dot_product_attention the fused kernels support:
// f32/f16/bf16, one batch shape for query, key and value (key/value heads a
// divisor of the query heads with enable_gqa), E and Ev at most 256, no
// mask or a bool/float mask of shape [L, S] or [..., L, S] (the query's
// batch dims), on CUDA (`on_cuda`; on the CPU too with
// FULGUR_FUSED_ATTENTION=1 in the environment, where the decomposition's
// GEMMs measured faster). Otherwise, or with FULGUR_FUSED_ATTENTION=0,
// nullopt: the decomposition runs.
std::optional<BoundSymbol> fused_attention(const BoundSymbol& b, bool on_cuda);

// The CUDA C++ of the fused kernel `name` for shape `s`: one block of
// kFlashThreads threads per (batch-head, block of kFlashThreads query rows),
// striding over the grid; each thread keeps its query row and its output
// accumulator in registers and walks the keys in blocks staged in shared
// memory, with an online softmax. Arguments: q, k, v, [mask], out, then
// batch_heads, L, S (int64).
constexpr int kFlashThreads = 128;
std::string flash_attention_cuda(const AttentionShape& s, const std::string& name);

}  // namespace fulgur::codegen
