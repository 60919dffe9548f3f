#include "frontend/call_spec.h"

#include <algorithm>
#include <cstring>

#include "ir/error.h"
#include "runtime/cuda/device.h"

namespace fulgur::call_spec {

// A word-at-a-time hash of the spec (a multiply-xorshift mix per word).
uint64_t spec_hash(const std::vector<int64_t>& words) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ words.size();
  for (int64_t w : words) {
    h = (h ^ static_cast<uint64_t>(w)) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  return h;
}

// Which inputs share memory: for each input, the lowest index of an input
// whose storage overlaps its own (its own index when none does; numbers are
// their own class). Storages are compared by address range, so two tensors
// borrowed from one libtorch storage alias even through different Storage
// objects.
void alias_classes(const std::vector<RuntimeValue>& inputs, std::vector<int64_t>& cls) {
  struct Range {
    uintptr_t begin, end;
    int64_t index;
  };
  thread_local std::vector<Range> ranges;
  ranges.clear();
  cls.resize(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    cls[i] = static_cast<int64_t>(i);
    const auto* t = std::get_if<HostTensor>(&inputs[i]);
    if (!t || !t->storage || t->storage->size() == 0) continue;
    auto b = reinterpret_cast<uintptr_t>(t->storage->data());
    ranges.push_back({b, b + t->storage->size(), static_cast<int64_t>(i)});
  }
  if (ranges.size() < 2) return;
  if (ranges.size() <= 16) {
    // Few inputs (the common call): compare every pair, which without
    // aliasing writes nothing; an overlap merges the two classes.
    for (size_t i = 1; i < ranges.size(); ++i)
      for (size_t j = 0; j < i; ++j) {
        if (ranges[i].begin >= ranges[j].end || ranges[j].begin >= ranges[i].end) continue;
        int64_t a = cls[static_cast<size_t>(ranges[i].index)];
        int64_t b = cls[static_cast<size_t>(ranges[j].index)];
        int64_t lo = std::min(a, b), hi = std::max(a, b);
        for (auto& c : cls)
          if (c == hi) c = lo;
      }
    return;
  }
  std::sort(ranges.begin(), ranges.end(),
            [](const Range& a, const Range& b) { return a.begin < b.begin; });
  // Sweep: a run of overlapping ranges is one class, named by its lowest index.
  for (size_t first = 0; first < ranges.size();) {
    size_t last = first + 1;
    uintptr_t end = ranges[first].end;
    int64_t low = ranges[first].index;
    while (last < ranges.size() && ranges[last].begin < end) {
      end = std::max(end, ranges[last].end);
      low = std::min(low, ranges[last].index);
      ++last;
    }
    for (size_t k = first; k < last; ++k) cls[static_cast<size_t>(ranges[k].index)] = low;
    first = last;
  }
}

// The spec of one call's inputs as words: what a compiled entry is
// specialized on. Tensors: tag, dtype, rank, extents, contiguity (or the
// strides), requires_grad, 16-byte alignment, alias class (alias_classes).
// Numbers: tag, kind, value bits.
// `number_values`: whether a number's value is part of the spec (a fixed
// trace's static numbers) or only its kind (a traced function's number
// inputs, one program for every value).
void describe_inputs(const std::vector<RuntimeValue>& inputs, std::vector<int64_t>& out,
                     bool number_values) {
  // Sized first, then written through a pointer: this runs on every call.
  thread_local std::vector<uint8_t> contiguous;
  thread_local std::vector<int64_t> aliases;
  contiguous.resize(inputs.size());
  alias_classes(inputs, aliases);
  size_t n = 1;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (const auto* t = std::get_if<HostTensor>(&inputs[i])) {
      contiguous[i] = t->is_contiguous();
      n += 7 + t->shape.size() + (contiguous[i] ? 0 : t->strides.size());
    } else {
      n += 3;
    }
  }
  out.resize(n);
  int64_t* w = out.data();
  *w++ = static_cast<int64_t>(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (const auto* t = std::get_if<HostTensor>(&inputs[i])) {
      *w++ = 1;
      *w++ = static_cast<int64_t>(t->dtype);
      *w++ = static_cast<int64_t>(t->shape.size());
      w = std::copy(t->shape.begin(), t->shape.end(), w);
      if (contiguous[i]) {
        *w++ = 1;
      } else {
        *w++ = 0;
        w = std::copy(t->strides.begin(), t->strides.end(), w);
      }
      *w++ = t->requires_grad ? 1 : 0;
      *w++ = t->storage && reinterpret_cast<uintptr_t>(t->data()) % 16 == 0 ? 1 : 0;
      *w++ = aliases[i];
    } else {
      const Scalar& sc = std::get<Scalar>(inputs[i]);
      *w++ = 2;
      *w++ = static_cast<int64_t>(sc.index());
      int64_t bits = 0;
      if (number_values)
        std::visit(
            [&](auto x) {
              static_assert(sizeof(x) <= sizeof bits);
              std::memcpy(&bits, &x, sizeof x);
            },
            sc);
      *w++ = bits;
    }
  }
}

// The DTensor part of a call's spec, appended to describe_inputs' words:
// this process's rank and the world's size, then per DTensor input its
// index, mesh (device type, extents, ranks), placements and global type
// (dtype, shape, strides, requires_grad) — every field the prologue checks.
void describe_dtensors(const std::vector<std::optional<TensorType>>& dts, int64_t rank,
                       int64_t world, std::vector<int64_t>& out) {
  out.push_back(3);
  out.push_back(rank);
  out.push_back(world);
  for (size_t i = 0; i < dts.size(); ++i) {
    if (!dts[i]) continue;
    const TensorType& t = *dts[i];
    const DTensorSpec& d = *t.dtensor;
    out.push_back(static_cast<int64_t>(i));
    out.push_back(static_cast<int64_t>(d.mesh.device_type.size()));
    for (char c : d.mesh.device_type) out.push_back(c);
    out.push_back(static_cast<int64_t>(d.mesh.shape.size()));
    out.insert(out.end(), d.mesh.shape.begin(), d.mesh.shape.end());
    out.push_back(static_cast<int64_t>(d.mesh.ids.size()));
    out.insert(out.end(), d.mesh.ids.begin(), d.mesh.ids.end());
    out.push_back(static_cast<int64_t>(d.placements.size()));
    for (const Placement& p : d.placements) {
      out.push_back(static_cast<int64_t>(p.kind));
      out.push_back(p.dim);
      out.push_back(static_cast<int64_t>(p.op));
    }
    out.push_back(static_cast<int64_t>(t.dtype));
    out.push_back(static_cast<int64_t>(t.shape.size()));
    out.insert(out.end(), t.shape.begin(), t.shape.end());
    out.push_back(t.strides ? 1 : 0);
    if (t.strides) out.insert(out.end(), t.strides->begin(), t.strides->end());
    out.push_back(t.requires_grad ? 1 : 0);
  }
}

TensorType type_of(const HostTensor& t) {
  TensorType tt;
  tt.shape = t.shape;
  tt.dtype = t.dtype;
  tt.requires_grad = t.requires_grad;
  if (!t.is_contiguous()) tt.strides = t.strides;
  return tt;
}

// Checks inputs against a fixed trace's parameter types, naming the argument.
// `dts` (one entry per input, or null) holds the global types of DTensor
// arguments, whose specs the prologue's checks compare (check_dtensor_args).
void check_fixed(const Trace& t, const std::vector<RuntimeValue>& inputs,
                 const std::vector<std::optional<TensorType>>* dts) {
  std::vector<ProxyPtr> params = t.input_proxies();
  FULGUR_CHECK(inputs.size() == params.size(), t.fn_name, "() takes ", params.size(),
               " inputs but ", inputs.size(), " were given");
  for (size_t i = 0; i < params.size(); ++i) {
    const Proxy& p = *params[i];
    const auto* ht = std::get_if<HostTensor>(&inputs[i]);
    bool is_dtensor = dts && (*dts)[i];
    if (p.is_tensor() && p.tensor().dtensor) {
      FULGUR_CHECK(ht, "argument '", p.name, "': expected a DTensor ", type_string(p.type),
                   ", got a number");
      FULGUR_CHECK(is_dtensor, "argument '", p.name, "': expected a DTensor ", type_string(p.type),
                   ", got a plain tensor ", dtype_short_name(ht->dtype), shape_string(ht->shape),
                   " (pass a fulgur::DTensor to JitFunction::call)");
      continue;  // its spec and local tensor: check_dtensor_args, after the prologue is made
    }
    FULGUR_CHECK(!is_dtensor, "argument '", p.name, "': expected ", type_string(p.type),
                 ", got a DTensor ",
                 is_dtensor ? type_string(ProxyType::of_tensor(*(*dts)[i])) : std::string());
    if (p.is_tensor()) {
      FULGUR_CHECK(ht, "argument '", p.name, "': expected a tensor ", type_string(p.type),
                   ", got a number");
      const TensorType& tt = p.tensor();
      FULGUR_CHECK(ht->dtype == tt.dtype, "argument '", p.name, "': expected dtype ",
                   dtype_short_name(tt.dtype), ", got ", dtype_short_name(ht->dtype));
      FULGUR_CHECK(ht->shape == tt.shape, "argument '", p.name, "': expected shape ",
                   shape_string(tt.shape), ", got ", shape_string(ht->shape));
      FULGUR_CHECK(!tt.device.is_cuda(), "argument '", p.name, "': expected a tensor on ",
                   tt.device.str(), ", got one on cpu");
      FULGUR_CHECK(ht->requires_grad == tt.requires_grad, "argument '", p.name,
                   "': expected requires_grad=", tt.requires_grad ? "True" : "False", ", got ",
                   ht->requires_grad ? "True" : "False");
      if (tt.strides)
        FULGUR_CHECK(ht->strides == *tt.strides, "argument '", p.name, "': expected strides ",
                     shape_string(*tt.strides), ", got ", shape_string(ht->strides));
    } else if (p.is_number()) {
      FULGUR_CHECK(!ht, "argument '", p.name, "': expected a number (", type_string(p.type),
                   "), got a tensor");
      const Scalar& got = std::get<Scalar>(inputs[i]);
      FULGUR_CHECK(scalar_kind(got) == p.type.number_kind, "argument '", p.name, "': expected ",
                   type_string(p.type), ", got ",
                   std::visit([](auto x) { return value_repr(Value(x)); }, got));
      if (p.type.number_value)
        FULGUR_CHECK(
            std::get<Scalar>(inputs[i]) == *p.type.number_value, "argument '", p.name,
            "': the trace was specialized on ", type_string(p.type), ", got ",
            std::visit([](auto x) { return value_repr(Value(x)); }, std::get<Scalar>(inputs[i])));
    }
  }
}

// A function that writes into an input sharing memory with another input
// would need every read of the other to see the write (and the other's
// writes to land in between): refused, naming both.
void check_writes_into_aliases(const Trace& computation, const std::vector<RuntimeValue>& inputs) {
  std::vector<int64_t> cls;
  alias_classes(inputs, cls);
  bool any = false;
  for (size_t i = 0; i < cls.size(); ++i) any = any || cls[i] != static_cast<int64_t>(i);
  if (!any) return;
  std::vector<ProxyPtr> params = computation.input_proxies();
  for (const BoundSymbol& b : computation.bsyms)
    for (const auto& w : b.written()) {
      auto at = std::find(params.begin(), params.end(), w);
      if (at == params.end()) continue;
      auto i = static_cast<size_t>(at - params.begin());
      for (size_t j = 0; j < cls.size(); ++j)
        FULGUR_CHECK(j == i || cls[j] != cls[i], "jit: ", computation.fn_name,
                     "() writes into its input ", i, " (", params[i]->name,
                     ") in place, and input ", j, " (", params[j]->name,
                     ") shares memory with it; writes into aliased inputs are not supported: "
                     "pass a copy (clone) of one of them");
    }
}

// Device tensors seen as host tensors whose storage is the device range they
// span: what the spec (shapes, strides, alignment, aliasing) and the tracer
// read. Never dereferenced on the host.
std::vector<RuntimeValue> spec_views(const std::vector<cuda::DeviceValue>& inputs,
                                     const std::vector<bool>& requires_grad) {
  FULGUR_CHECK(requires_grad.empty() || requires_grad.size() == inputs.size(),
               "run_device: expected one requires_grad flag per input (", inputs.size(), "), got ",
               requires_grad.size());
  std::vector<RuntimeValue> out;
  out.reserve(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const auto* t = std::get_if<cuda::DeviceTensor>(&inputs[i]);
    if (!t) {
      out.emplace_back(std::get<Scalar>(inputs[i]));
      continue;
    }
    HostTensor h;
    h.shape = t->shape;
    h.strides = t->strides;
    h.dtype = t->dtype;
    auto bytes = static_cast<size_t>(cuda::span_bytes(t->shape, t->strides, t->dtype));
    h.storage = Storage::borrow(reinterpret_cast<std::byte*>(t->data()), bytes, nullptr);
    h.requires_grad = !requires_grad.empty() && requires_grad[i];
    out.emplace_back(std::move(h));
  }
  return out;
}

}  // namespace fulgur::call_spec
