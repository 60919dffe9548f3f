#include "ir/passes/prologue.h"

#include <chrono>

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

}  // namespace fulgur
