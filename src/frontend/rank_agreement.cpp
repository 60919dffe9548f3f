#include "frontend/rank_agreement.h"

#include <algorithm>
#include <cstring>
#include <string>

#include "ir/error.h"
#include "runtime/cpu_comm.h"

namespace fulgur {

namespace {

// The collectives a rank's program issues, in order, each as every rank
// must issue it: the op, its tensor operands' types and its other
// arguments (group, reduce op, sizes). The expansion is rank-specific
// (uneven shards give ranks different local shapes), so this is what the
// ranks' programs must agree on.
void collective_signature(const std::vector<BoundSymbol>& bsyms, std::vector<std::string>& out) {
  auto arg = [](const Value& v) {
    return v.is_tensor() ? shape_dtype_string(v.proxy()->tensor()) : value_repr(v);
  };
  for (const BoundSymbol& b : bsyms) {
    if (b.sym->ns == "dist" && b.sym->name != "wait" && b.subsymbols.empty()) {
      std::string s = b.sym->qualified() + "(";
      for (size_t i = 0; i < b.args.size(); ++i) s += (i ? ", " : "") + arg(b.args[i]);
      for (const auto& [k, v] : b.kwargs) s += ", " + k + "=" + arg(v);
      out.push_back(s + ")");
    } else {
      collective_signature(b.subsymbols, out);
    }
  }
}

std::string joined(const std::vector<std::string>& xs) {
  std::string s;
  for (const std::string& x : xs) s += (s.empty() ? "" : "; ") + x;
  return s.empty() ? "none" : s;
}

}  // namespace

// Every rank's new program issues the same collectives, forward and
// backward: checked with one all_gather of their hashes when a DTensor
// program for new global specs is compiled (every rank compiles then: the
// specs are the same on every rank), so that programs that disagree (a bug)
// fail on every rank with this error instead of hanging in the first
// collective that one rank issues and another does not.
// Every rank compiles its program for one call; their programs must issue the
// same collectives. Gathers, per rank, `global_key` (the hash of the call's
// DTensor global types: mesh, placements, shape, strides, dtype) and the
// hashes and counts of its forward's and backward's collectives. Ranks whose
// DTensors describe different global tensors (a shard of another size on one
// rank, a DTensor.from_local without shape=) are the caller's error, found
// before they could silently compute on different tensors; programs that
// differ for one global call are fulgur's.
void check_ranks_agree(const codegen::Executable& ex, int64_t rank, int64_t world,
                       uint64_t global_key, const std::vector<std::optional<TensorType>>& dts) {
  if (world <= 1) return;
  std::vector<std::string> fwd, bwd;
  collective_signature(ex.forward.bsyms, fwd);
  if (ex.backward) collective_signature(ex.backward->bsyms, bwd);
  auto hash = [](const std::vector<std::string>& xs) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (const std::string& x : xs)
      for (unsigned char c : x + "\n") h = (h ^ c) * 0x100000001b3ull;
    return static_cast<int64_t>(h);
  };
  constexpr int64_t kWords = 5;
  HostTensor mine = HostTensor::empty({kWords}, DType::i64);
  int64_t words[kWords] = {static_cast<int64_t>(global_key), hash(fwd),
                           static_cast<int64_t>(fwd.size()), hash(bwd),
                           static_cast<int64_t>(bwd.size())};
  std::memcpy(mine.data(), words, sizeof words);
  HostTensor all = HostTensor::empty({kWords * world}, DType::i64);
  CpuCommunicator::process_default()
      ->all_gather(mine, all, 0, CpuCommunicator::Purpose::agreement)
      ->wait();
  const auto* w = reinterpret_cast<const int64_t*>(all.data());
  std::vector<int64_t> other_specs;
  for (int64_t r = 0; r < world; ++r)
    if (w[kWords * r] != words[0]) other_specs.push_back(r);
  if (!other_specs.empty()) {
    std::string mine_text;
    for (size_t i = 0; i < dts.size(); ++i)
      if (dts[i])
        mine_text += (mine_text.empty() ? "" : ", ") + std::string("input ") + std::to_string(i) +
                     ": \"" + type_string(ProxyType::of_tensor(*dts[i])) + "\"";
    std::string ranks;
    for (int64_t r : other_specs) ranks += (ranks.empty() ? "" : ", ") + std::to_string(r);
    FULGUR_FAIL(
        "jit: the ranks pass DTensor arguments that describe different global tensors "
        "(global shape, strides, dtype, mesh or placements): rank(s) ",
        ranks, " differ from this rank (", rank, "), whose are ", mine_text,
        ". Each rank's DTensor must describe the same global tensor (for uneven "
        "shards, DTensor.from_local(..., shape=, stride=) gives it); computing on "
        "them would silently mix different tensors");
  }
  for (int64_t r = 0; r < world; ++r) {
    if (std::equal(words, words + kWords, w + kWords * r)) continue;
    FULGUR_CHECK(false,
                 "jit: the ranks' programs for this call would issue different collectives "
                 "(and hang in the first one a rank issues alone): rank ",
                 r, " issues ", w[kWords * r + 2], " in its forward and ", w[kWords * r + 4],
                 " in its backward; this rank (", rank, ") issues ", fwd.size(),
                 " forward: ", joined(fwd), "; and ", bwd.size(), " backward: ", joined(bwd),
                 ". This is a bug of fulgur's DTensor expansion: please report it with the "
                 "placements and shapes of the call");
  }
}

}  // namespace fulgur
