// Lowering one fusion region (lower.h): the region's analysis, then the
// choice of schedules — which kernels the region becomes and which outputs
// each stores. The schedules themselves are built by KernelBuilder
// (lower_internal.h).
#include "codegen/kernel/lower.h"

#include <algorithm>

#include "codegen/kernel/lower_internal.h"
#include "ir/error.h"

namespace fulgur::codegen::kernel {

namespace detail {

RegionInfo analyze(const BoundSymbol& region) {
  RegionInfo info;
  info.name = region.sym->name;
  for (const auto& a : region.args) {
    FULGUR_CHECK(a.is_proxy(), info.name, ": region arguments must be names, got ", value_repr(a));
    info.input_index[a.proxy().get()] = static_cast<int>(info.inputs.size());
    info.inputs.push_back(a.proxy());
  }
  info.outputs = region.flat_outputs();
  for (size_t i = 0; i < info.outputs.size(); ++i)
    info.output_index[info.outputs[i].get()] = static_cast<int>(i);
  for (const auto& b : region.subsymbols) {
    FULGUR_CHECK(fusible_kind(b) != FusibleKind::NotFusible, info.name, ": ", b.sym->qualified(),
                 " cannot be generated inside a fusion region");
    int lvl = 0;
    for (const auto& p : b.flat_inputs()) {
      auto it = info.level.find(p.get());
      if (it != info.level.end()) lvl = std::max(lvl, it->second);
    }
    if (fusible_kind(b) == FusibleKind::Reduction && !reduction_dims(b).empty()) {
      const Shape& in = ttype(b.flat_inputs().at(0)).shape;
      std::vector<bool> red(in.size(), false);
      for (int64_t d : reduction_dims(b)) red[static_cast<size_t>(d)] = true;
      if (!info.has_reduction) {
        info.has_reduction = true;
        info.full = in;
        info.reduced = red;
      }
      FULGUR_CHECK(in == info.full && red == info.reduced, info.name,
                   ": reductions over different domains in one region (", shape_string(info.full),
                   " vs ", shape_string(in), ")");
      info.reductions.push_back(&b);
      ++lvl;
    }
    for (const auto& o : b.flat_outputs()) {
      info.def[o.get()] = &b;
      info.level[o.get()] = lvl;
    }
  }
  return info;
}

}  // namespace detail

LoweredRegion lower_region(const BoundSymbol& region, const LowerOptions& opts) {
  using namespace detail;
  FULGUR_CHECK(region.sym && region.sym->has(kTagFusion),
               "lower_region: expected a fusion region, got ",
               region.sym ? region.sym->qualified() : std::string("nothing"));
  RegionInfo info = analyze(region);
  LoweredRegion out;
  out.region = info.name;

  // Which outputs the main kernel stores; the rest get pointwise kernels of
  // their own, one per shape.
  std::vector<ProxyPtr> main_full, main_kept;
  std::vector<std::pair<Shape, std::vector<ProxyPtr>>> extra;
  Shape domain;
  if (info.has_reduction) {
    domain = info.full;
  } else {
    int64_t best = -1;
    for (const auto& o : info.outputs)
      if (numel_of(ttype(o).shape) > best) {
        best = numel_of(ttype(o).shape);
        domain = ttype(o).shape;
      }
  }
  for (const auto& o : info.outputs) {
    const Shape& s = ttype(o).shape;
    if (s == domain) {
      main_full.push_back(o);
    } else if (info.has_reduction && info.kept_compatible(s)) {
      main_kept.push_back(o);
    } else {
      FULGUR_INTERNAL_ASSERT(!info.depends_on_reduction(o.get()), info.name, ": output ", o->name,
                             " depends on a reduction but fits no domain");
      auto it =
          std::find_if(extra.begin(), extra.end(), [&](const auto& e) { return e.first == s; });
      if (it == extra.end())
        extra.push_back({s, {o}});
      else
        it->second.push_back(o);
    }
  }
  int64_t rows = 1, row_len = 1;
  for (size_t d = 0; d < info.full.size(); ++d) (info.reduced[d] ? row_len : rows) *= info.full[d];
  bool single_pass = true;
  for (const auto* r : info.reductions)
    single_pass = single_pass && info.level.at(r->flat_outputs()[0].get()) == 1;
  // Few long rows: a thread per row would leave the other threads idle.
  if (info.has_reduction && opts.target == Target::Cpu && main_full.empty() && single_pass &&
      rows < 16 && row_len >= (int64_t{1} << 16)) {
    constexpr int kChunks = 64;
    for (int stage = 0; stage < 2; ++stage) {
      KernelBuilder kb(info, opts.target, info.name + (stage ? "_combine" : "_partials"), domain);
      out.kernels.push_back(kb.build_split(main_kept, stage, kChunks));
    }
    for (const auto* r : info.reductions)
      out.scratch.push_back({compute_type(ttype(r->flat_outputs()[0]).dtype), rows * kChunks});
  } else if (info.has_reduction) {
    KernelBuilder kb(info, opts.target, info.name, domain);
    out.kernels.push_back(kb.build_rows(main_full, main_kept));
  } else if (!main_full.empty()) {
    KernelBuilder kb(info, opts.target, info.name, domain);
    out.kernels.push_back(kb.build_pointwise(main_full));
  }
  for (const auto& [shape, outs] : extra) {
    std::string name = info.name + "_" + std::to_string(out.kernels.size());
    KernelBuilder kb(info, opts.target, name, shape);
    out.kernels.push_back(kb.build_pointwise(outs));
  }
  return out;
}

}  // namespace fulgur::codegen::kernel
