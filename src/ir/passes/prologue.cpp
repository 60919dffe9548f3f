#include "ir/passes/prologue.h"

#include <chrono>
#include <map>

#include "ir/error.h"
#include "ir/sharding/sharding.h"

#include "ir/syntax.h"

namespace fulgur {

Trace make_prologue(const Trace& computation) {
  auto start = std::chrono::steady_clock::now();
  TraceBuilder tb("prologue");
  // Input names stay as in the computation, so the two traces read together.
  for (const auto& p : computation.params) tb.trace().names.reserve(p.proxy->name);
  ProxyPtr args = tb.add_input("args", ProxyType::collection(), TraceParam::Kind::Star);
  tb.add_input("kwargs", ProxyType::collection(), TraceParam::Kind::StarStar);
  tb.call("prims.check_len", {Value(args), Value(static_cast<int64_t>(computation.params.size()))});
  for (size_t i = 0; i < computation.params.size(); ++i) {
    const Proxy& in = *computation.params[i].proxy;
    auto x = std::make_shared<Proxy>(Proxy{in.name, in.type});
    tb.append(make_getitem(args, static_cast<int64_t>(i), x));
    if (in.is_tensor()) {
      const TensorType& t = in.tensor();
      ProxyPtr local = x;
      TensorType lt = t;
      if (t.dtensor) {
        auto spec = tb.new_proxy(ProxyType::opaque(), "spec");
        tb.append(make_getattr(x, "_spec", spec));
        tb.call("prims.check_dtensor_spec_repr", {Value(spec), Value(dtensor_spec_repr(t))});
        local = tb.new_proxy(getattr_type(*x, "_local_tensor"));
        tb.append(make_getattr(x, "_local_tensor", local));
        lt = local->tensor();
      }
      tb.call("prims.check_tensor_shape_and_metadata",
              {Value(local), Value::ints(lt.shape), Value(lt.device.str()), Value(lt.dtype),
               Value(lt.requires_grad)});
    } else if (in.is_number() && in.type.number_value) {
      Value v = std::visit([](auto s) { return Value(s); }, *in.type.number_value);
      tb.call("prims.check_number_type_and_value", {Value(x), v});
    } else if (in.type.kind == ProxyKind::String && in.type.string_value) {
      tb.call("prims.check_string_value", {Value(x), Value(*in.type.string_value)});
    }
  }
  tb.set_return(None{});
  Trace out = tb.finish();
  out.set_provenance(
      "Prologue",
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  return out;
}

namespace {

std::string stride_string(const TensorType& t) {
  return shape_string(t.strides ? *t.strides : contiguous_strides(t.shape));
}

// Every field of `got` that differs from `want`, as "field W expected, got G".
std::string spec_differences(const TensorType& want, const TensorType& got) {
  std::vector<std::string> diffs;
  auto add = [&](const char* what, const std::string& w, const std::string& g) {
    if (w != g) diffs.push_back(std::string(what) + " " + w + " expected, got " + g);
  };
  add("mesh", want.dtensor->mesh.repr(), got.dtensor->mesh.repr());
  add("placements", placements_string(want.dtensor->placements),
      placements_string(got.dtensor->placements));
  add("shape", shape_string(want.shape), shape_string(got.shape));
  add("stride", stride_string(want), stride_string(got));
  add("dtype", std::string(dtype_torch_name(want.dtype)), std::string(dtype_torch_name(got.dtype)));
  add("requires_grad", want.requires_grad ? "True" : "False", got.requires_grad ? "True" : "False");
  add("device", want.device.str(), got.device.str());
  std::string out;
  for (const auto& d : diffs) out += (out.empty() ? "" : "; ") + d;
  return out;
}

}  // namespace

void check_dtensor_args(const Trace& prologue, const std::vector<std::optional<DTensorArg>>& args,
                        int64_t rank) {
  // args[i] reads bind a name to an argument; x._spec and x._local_tensor
  // bind the spec and the local tensor to it.
  std::map<const Proxy*, size_t> arg_of;
  std::map<const Proxy*, std::pair<size_t, bool>> read_of;  // (argument, is local tensor)
  for (const BoundSymbol& b : prologue.bsyms) {
    if (is_syntax(b, "getitem") && b.output.is_proxy()) {
      arg_of[b.output.proxy().get()] = static_cast<size_t>(b.args.at(1).as_int());
    } else if (is_syntax(b, "getattr") && b.output.is_proxy()) {
      auto it = arg_of.find(b.args.at(0).proxy().get());
      if (it == arg_of.end()) continue;
      read_of[b.output.proxy().get()] = {it->second, b.args.at(1).as_str() == "_local_tensor"};
    }
  }
  FULGUR_CHECK(args.size() == arg_of.size(), "the program takes ", arg_of.size(),
               " arguments, got ", args.size());
  std::vector<ProxyPtr> declared(args.size());
  for (const BoundSymbol& b : prologue.bsyms)
    if (is_syntax(b, "getitem") && b.output.is_proxy())
      declared.at(arg_of.at(b.output.proxy().get())) = b.output.proxy();
  for (const BoundSymbol& b : prologue.bsyms) {
    std::string op = b.sym->qualified();
    if (op != "prims.check_dtensor_spec_repr" && op != "prims.check_tensor_shape_and_metadata")
      continue;
    auto it = read_of.find(b.args.at(0).proxy().get());
    if (it == read_of.end()) continue;  // a plain tensor's check: not a DTensor's
    auto [i, is_local] = it->second;
    const std::string& name = declared[i]->name;
    const TensorType& want = declared[i]->tensor();
    FULGUR_CHECK(args[i] && args[i]->global.dtensor, "input '", name, "': expected a DTensor (",
                 type_string(declared[i]->type), "), got ",
                 args[i] ? "a plain tensor" : "no tensor");
    const DTensorArg& got = *args[i];
    if (!is_local) {
      std::string diff = spec_differences(want, got.global);
      FULGUR_CHECK(diff.empty(), "input '", name,
                   "': its DTensor spec differs from the one the program was compiled for: ", diff);
      // The repr the prologue holds is the spec's, field for field.
      FULGUR_CHECK(b.args.at(1).as_str() == dtensor_spec_repr(got.global), "input '", name,
                   "': spec ", dtensor_spec_repr(got.global), " expected ", b.args.at(1).as_str());
    } else {
      Shape expected = got.global.local_shape(rank);
      FULGUR_CHECK(got.local_shape == expected, "input '", name, "': rank ", rank,
                   "'s local tensor is ", shape_string(got.local_shape), " but its shard of ",
                   shape_string(got.global.shape), " with placements ",
                   placements_string(got.global.dtensor->placements), " is ",
                   shape_string(expected));
    }
  }
}

}  // namespace fulgur
