// Placeholders (docs/spmd.md, module overrides): opaque ops `spmd.<name>`
// declared at run time with a meta function, so shapes flow through a
// traced train step. Each has a gradient, `spmd.<name>_backward(grad_out,
// operands...)`, returning one gradient per operand, and sharding rules
// (a placeholder runs on each rank's local operands):
//   - spmd.<name>: Partial operands are redistributed to Replicate(),
//     Shard / Replicate operands stay; the output takes the placements of
//     the first operand (a sharded operand after a replicated first one is
//     an Error: each rank's output would differ under a Replicate() type);
//   - spmd.<name>_backward: the same for its operands, the cotangent in the
//     output's placement; the gradient of operand i is Shard(d) when operand
//     i is Shard(d); for a Replicate() operand, Partial(sum) when some
//     operand is sharded (each rank's local contribution, as dtensor_grad's
//     convention) and Replicate() when none is (every rank computed the
//     whole gradient).
// An override's transform must replace every placeholder after the DTensor
// expansion: a placeholder that reaches the compiler is an Error naming it.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/symbol.h"
#include "ir/trace.h"

namespace fulgur {

// Types of a placeholder's outputs from its operands' types (global types, no
// DTensor specs). A placeholder has one output: the meta returns one type.
using PlaceholderMeta = std::function<std::vector<TensorType>(const std::vector<TensorType>&)>;

// Declares `spmd.<name>` taking `operand_names.size()` tensor operands (named
// so in the printed trace) and its gradient `spmd.<name>_backward`.
// Declaring the same name again with the same operands replaces the meta
// (thread-safe); different operands is an Error. `name` and the operand
// names are identifiers; `name` may not end in "_backward".
const Symbol& declare_placeholder(const std::string& name, std::vector<std::string> operand_names,
                                  PlaceholderMeta meta);

// Whether `sym` is a declared placeholder (spmd.<name> or its backward).
bool is_placeholder(const Symbol& sym);

// Raises Error naming the first placeholder call of `t` (subsymbols
// included): "spmd.expert was not replaced: its override's transform must
// rewrite it ...". The compile pipeline calls it first.
void check_no_placeholders(const Trace& t);

namespace detail {
// The registry's hook (find_symbol asks it on a miss): the declared
// placeholder named `qualified` ("spmd.<name>", "spmd.<name>_backward"),
// nullptr when there is none.
const Symbol* find_placeholder(std::string_view qualified);
}  // namespace detail

}  // namespace fulgur
