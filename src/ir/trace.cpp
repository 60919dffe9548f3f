#include "ir/trace.h"

#include <algorithm>
#include <cmath>

#include "ir/error.h"
#include "ir/sharding/sharding.h"

namespace fulgur {

std::string NameGen::fresh(const std::string& prefix) {
  int64_t& counter = counters_[prefix];
  while (true) {
    std::string name = prefix + std::to_string(counter++);
    if (used_.insert(name).second) return name;
  }
}

void Trace::set_provenance(const std::string& pass, double milliseconds) {
  std::string line = "Constructed by " + pass + " (took " +
                     std::to_string(static_cast<int64_t>(std::llround(milliseconds))) +
                     " milliseconds)";
  if (!header.empty() && header[0].rfind("Constructed by ", 0) == 0) {
    header[0] = line;
  } else {
    header.insert(header.begin(), line);
  }
}

Trace Trace::empty_like() const {
  Trace out;
  out.fn_name = fn_name;
  out.params = params;
  out.header = header;
  out.names = names;
  return out;
}

const Value& Trace::returned() const {
  static const Value kNone;
  for (auto it = bsyms.rbegin(); it != bsyms.rend(); ++it)
    if (it->sym->name == "python_return" && it->sym->ns.empty()) return it->args.at(0);
  return kNone;
}

std::string Trace::input_names() const {
  std::string s;
  for (const auto& p : params) s += (s.empty() ? "" : ", ") + p.proxy->name;
  return s;
}

std::vector<ProxyPtr> Trace::input_proxies() const {
  std::vector<ProxyPtr> out;
  for (const auto& p : params) out.push_back(p.proxy);
  return out;
}

TraceBuilder::TraceBuilder(std::string fn_name) {
  trace_.fn_name = std::move(fn_name);
  scopes_.push_back(&trace_.bsyms);
}

TraceBuilder::TraceBuilder(Trace start) : trace_(std::move(start)) {
  scopes_.push_back(&trace_.bsyms);
}

ProxyPtr TraceBuilder::add_input(const std::string& name, ProxyType type, TraceParam::Kind kind) {
  FULGUR_CHECK(!trace_.names.in_use(name), "duplicate argument name '", name, "'");
  trace_.names.reserve(name);
  auto p = std::make_shared<Proxy>(Proxy{name, std::move(type)});
  trace_.params.push_back({p, kind});
  return p;
}

ProxyPtr TraceBuilder::new_proxy(ProxyType type, const std::string& prefix) {
  return std::make_shared<Proxy>(Proxy{trace_.names.fresh(prefix), std::move(type)});
}

namespace {
// fulgur's own ops (kernels, collectives) compute on the dtypes of
// kRealDTypes; complex and uint16/32/64 values are libtorch's (the capture
// records every op on one as the fallback).
void refuse_library_only(const Symbol& sym, const std::vector<ProxyPtr>& tensors,
                         const char* verb) {
  for (const ProxyPtr& p : tensors)
    if (p->is_tensor() || p->is_future())
      FULGUR_CHECK(!is_library_only(p->tensor().dtype), sym.qualified(), " ", verb, " a ",
                   dtype_short_name(p->tensor().dtype), " tensor (", p->name,
                   "): fulgur's own ops take real tensors of the dtypes its kernels compute "
                   "(f64, f32, f16, bf16, i64, i32, i16, i8, u8, b8); complex and uint16/32/64 "
                   "values are computed by libtorch ops (torch.ops.aten.*), as the Python capture "
                   "records every op on such a tensor");
}
}  // namespace

Value TraceBuilder::call(const Symbol& sym, std::vector<Value> args,
                         std::vector<std::pair<std::string, Value>> kwargs,
                         std::optional<SourceLoc> loc) {
  BoundArgs bound = sym.bind(args, kwargs);
  BoundSymbol b;
  b.sym = &sym;
  b.args = std::move(args);
  b.kwargs = std::move(kwargs);
  b.loc = std::move(loc);
  scopes_.push_back(&b.subsymbols);
  try {
    // fulgur's own ops refuse complex and uint16/32/64 tensors (refuse_library_only). Not the
    // prologue's checks and syntax, nor prims.copy_, which moves bytes (a
    // host or device copy, never a kernel) and writes a complex input's new
    // value back like any other.
    const bool own_op = (sym.ns == "ltorch" || sym.ns == "prims" || sym.ns == "dist") &&
                        !sym.has(kTagCheck) && !sym.has(kTagSyntax) &&
                        !(sym.ns == "prims" && sym.name == "copy_");
    // DTensor operands: the op's sharding rule gives the output placements
    // (ir/sharding/sharding.h; the libtorch fallback's aten.* ops and prims
    // without a rule replicate); the DTensor expansion pass makes the local
    // ops.
    const bool typed_ns = sym.ns == "ltorch" || sym.ns == "aten" || sym.ns == "prims";
    std::vector<ProxyPtr> operands;
    if (own_op || typed_ns) operands = tensor_operands(bound);  // once, for both
    if (own_op) refuse_library_only(sym, operands, "takes");
    const bool dtensors =
        typed_ns && std::any_of(operands.begin(), operands.end(),
                                [](const ProxyPtr& p) { return p->tensor().dtensor.has_value(); });
    if (dtensors)
      b.output = dtensor_meta(*this, sym, bound);
    else
      b.output = sym.meta(*this, bound);
    if (own_op) {
      std::vector<ProxyPtr> outs;
      collect_proxies(b.output, outs);
      refuse_library_only(sym, outs, "would make");
    }
  } catch (...) {
    scopes_.pop_back();
    throw;
  }
  scopes_.pop_back();
  Value out = b.output;
  scopes_.back()->push_back(std::move(b));
  return out;
}

Value TraceBuilder::call(std::string_view qualified, std::vector<Value> args,
                         std::vector<std::pair<std::string, Value>> kwargs) {
  return call(get_symbol(qualified), std::move(args), std::move(kwargs));
}

void TraceBuilder::append(BoundSymbol b) {
  scopes_.back()->push_back(std::move(b));
}

void TraceBuilder::set_return(Value v) {
  call("python_return", {std::move(v)});
}

}  // namespace fulgur
