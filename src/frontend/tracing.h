// The C++ tracing API: write a program against ltorch-level functions and
// operators on traced tensors; each call is recorded into a trace with the
// source location of the calling line.
//
//   fulgur::Tracer tr;
//   auto x = tr.input("x", "cpu f32[4, 12]");
//   auto w = tr.input("w", "cpu f32[16, 12]");
//   auto y = fulgur::lt::gelu(fulgur::lt::linear(x, w), "tanh");
//   tr.ret({y});
//   fulgur::Trace t = tr.finish();
#pragma once

#include <memory>
#include <optional>
#include <source_location>
#include <string>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

class Tracer;

using Loc = std::source_location;

// A tensor being traced: the tracer recording it and its current value.
// Copies of a Traced are one tensor, as copies of a torch.Tensor are: an
// in-place op (add_, mul_, copy_, zero_, ...) records the functional op and
// makes its result the value every copy reads from then on. A tensor that is
// a traced input gets one `prims.copy_(final value, input)` before the
// return, so the caller's tensor is written (docs/aliasing.md).
class Traced {
 public:
  Traced(Tracer* tracer, ProxyPtr proxy);
  // Raises Error for a view whose base was written in place since the view
  // was made (the view would have to see the write).
  const ProxyPtr& proxy() const;
  Tracer& tracer() const { return *tracer_; }
  const TensorType& type() const { return proxy()->tensor(); }
  const Shape& shape() const { return type().shape; }
  DType dtype() const { return type().dtype; }
  operator Value() const { return proxy(); }

  // In place, like torch.Tensor's methods (const like at::Tensor's: the
  // tensor, not the handle, changes). `alpha` scales `other` as
  // torch.add(self, other, alpha=alpha) does: one rounding, like libtorch's
  // fused multiply-add, for f32/f16/bf16.
  const Traced& add_(const Value& other, double alpha = 1, const Loc& loc = Loc::current()) const;
  const Traced& sub_(const Value& other, double alpha = 1, const Loc& loc = Loc::current()) const;
  const Traced& mul_(const Value& other, const Loc& loc = Loc::current()) const;
  const Traced& div_(const Value& other, const Loc& loc = Loc::current()) const;
  const Traced& copy_(const Traced& src, const Loc& loc = Loc::current()) const;
  const Traced& zero_(const Loc& loc = Loc::current()) const;

  // What in-place ops need to know of the memory behind a traced tensor.
  struct Memory {
    int version = 0;  // writes so far
    ProxyPtr input;   // the traced input owning this memory, if any
    ProxyPtr latest;  // its value after the last write
  };
  // The result of a view op on this tensor (view, transpose, expand, ...):
  // the same memory, so an in-place op on it is refused, and it cannot be
  // read once this tensor is written in place.
  Traced view_result(const Traced& result) const;

 private:
  struct Cell {
    ProxyPtr proxy;
    std::shared_ptr<Memory> memory;
    int version = 0;  // the memory version this value is of
    bool is_view = false;
  };
  Traced(Tracer* tracer, std::shared_ptr<Cell> cell) : tracer_(tracer), cell_(std::move(cell)) {}
  // Refuses an in-place op on a view before anything is recorded.
  const Traced& check_writable(const char* op) const;
  const Traced& write(const Value& value, const char* op, const Loc& loc) const;
  friend class Tracer;

  Tracer* tracer_;
  std::shared_ptr<Cell> cell_;
};

class Tracer {
 public:
  explicit Tracer(std::string fn_name = "computation");
  // A tensor input from a type string such as "cpu f32[4, 12]".
  Traced input(const std::string& name, const std::string& type);
  Traced input(const std::string& name, const TensorType& type);
  // A static number input.
  ProxyPtr number_input(const std::string& name, Scalar value);
  // A number input whose value comes with each call (a kernel argument, a
  // host value): one program for every value.
  ProxyPtr number_input(const std::string& name, ScalarKind kind);
  void ret(const std::vector<Traced>& outputs);
  Trace finish();

  // Records `ltorch.op(args, kwargs)` with the caller's location; returns the output.
  Value call(const std::string& op, std::vector<Value> args,
             std::vector<std::pair<std::string, Value>> kwargs, const Loc& loc);
  // The same with the location given as data (a Python host's frame), or
  // none. Any registered op ("ltorch.gelu", "prims.full") may be called.
  Value call(const std::string& op, std::vector<Value> args,
             std::vector<std::pair<std::string, Value>> kwargs,
             const std::optional<SourceLoc>& loc);
  Traced call_tensor(const std::string& op, std::vector<Value> args,
                     std::vector<std::pair<std::string, Value>> kwargs, const Loc& loc);
  // Records ATen op `name` (overload "" for the default) through the
  // libtorch fallback (runtime/aten_fallback.h): an op fulgur has no ltorch
  // definition for, its statement marked "libtorch fallback" in the trace.
  // Raises Error naming the op when libtorch has no such op.
  Value call_aten(const std::string& name, const std::string& overload, std::vector<Value> args,
                  std::vector<std::pair<std::string, Value>> kwargs,
                  const std::optional<SourceLoc>& loc);

 private:
  friend class Traced;
  TraceBuilder tb_;
  bool finished_ = false;
  std::vector<std::shared_ptr<Traced::Memory>> inputs_;  // each traced input's memory
};

Traced operator+(const Traced& a, const Traced& b);
Traced operator+(const Traced& a, double b);
Traced operator+(double a, const Traced& b);
Traced operator-(const Traced& a, const Traced& b);
Traced operator-(const Traced& a, double b);
Traced operator-(double a, const Traced& b);
Traced operator*(const Traced& a, const Traced& b);
Traced operator*(const Traced& a, double b);
Traced operator*(double a, const Traced& b);
Traced operator/(const Traced& a, const Traced& b);
Traced operator/(const Traced& a, double b);
Traced operator/(double a, const Traced& b);
Traced operator-(const Traced& a);

// ltorch, with PyTorch's argument names and defaults.
namespace lt {
using OptT = std::optional<Traced>;
using Ints = std::vector<int64_t>;

// The elementwise ops with one tensor operand (FULGUR_LT_UNARY_OPS) or a
// tensor and a tensor-or-number (FULGUR_LT_BINARY_OPS), each an ltorch op of
// the same name: one list for their declarations here and their definitions
// in tracing.cpp.
// clang-format off
#define FULGUR_LT_UNARY_OPS(X) \
  X(neg) X(abs) X(exp) X(exp2) X(log) X(log1p) X(sqrt) X(rsqrt) X(sin) \
  X(cos) X(tanh) X(erf) X(sigmoid) X(reciprocal) X(floor) X(ceil) \
  X(round) X(sign) X(logical_not) X(relu) X(silu)
#define FULGUR_LT_BINARY_OPS(X) \
  X(add) X(sub) X(mul) X(div) X(pow) X(maximum) X(minimum) X(fmod) X(eq) \
  X(ne) X(lt) X(le) X(gt) X(ge) X(logical_and) X(logical_or) \
  X(bitwise_and)
// clang-format on

#define FULGUR_LT_UNARY(name) Traced name(const Traced& a, const Loc& loc = Loc::current());
FULGUR_LT_UNARY_OPS(FULGUR_LT_UNARY)
#undef FULGUR_LT_UNARY
#define FULGUR_LT_BINARY(name) \
  Traced name(const Traced& a, const Value& b, const Loc& loc = Loc::current());
FULGUR_LT_BINARY_OPS(FULGUR_LT_BINARY)
#undef FULGUR_LT_BINARY

Traced where(const Traced& cond, const Value& a, const Value& b, const Loc& loc = Loc::current());
Traced gelu(const Traced& a, const std::string& approximate = "none",
            const Loc& loc = Loc::current());
Traced softmax(const Traced& a, int64_t dim, const Loc& loc = Loc::current());
Traced log_softmax(const Traced& a, int64_t dim, const Loc& loc = Loc::current());
Traced layer_norm(const Traced& a, const Ints& normalized_shape, const OptT& weight = std::nullopt,
                  const OptT& bias = std::nullopt, double eps = 1e-5,
                  const Loc& loc = Loc::current());
Traced rms_norm(const Traced& a, const Ints& normalized_shape, const OptT& weight = std::nullopt,
                std::optional<double> eps = std::nullopt, const Loc& loc = Loc::current());
Traced linear(const Traced& a, const Traced& w, const OptT& b = std::nullopt,
              const Loc& loc = Loc::current());
Traced matmul(const Traced& a, const Traced& b, const Loc& loc = Loc::current());
Traced sum(const Traced& a, const std::optional<Ints>& dim = std::nullopt, bool keepdim = false,
           const Loc& loc = Loc::current());
Traced mean(const Traced& a, const std::optional<Ints>& dim = std::nullopt, bool keepdim = false,
            const Loc& loc = Loc::current());
Traced var(const Traced& a, const std::optional<Ints>& dim = std::nullopt, int64_t correction = 1,
           bool keepdim = false, const Loc& loc = Loc::current());
Traced amax(const Traced& a, const Ints& dim = {}, bool keepdim = false,
            const Loc& loc = Loc::current());
Traced amin(const Traced& a, const Ints& dim = {}, bool keepdim = false,
            const Loc& loc = Loc::current());
Traced reshape(const Traced& a, const Ints& shape, const Loc& loc = Loc::current());
Traced view(const Traced& a, const Ints& shape, const Loc& loc = Loc::current());
Traced permute(const Traced& a, const Ints& dims, const Loc& loc = Loc::current());
Traced transpose(const Traced& a, int64_t dim0, int64_t dim1, const Loc& loc = Loc::current());
Traced unsqueeze(const Traced& a, int64_t dim, const Loc& loc = Loc::current());
Traced squeeze(const Traced& a, const std::optional<Ints>& dim = std::nullopt,
               const Loc& loc = Loc::current());
Traced expand(const Traced& a, const Ints& shape, const Loc& loc = Loc::current());
std::vector<Traced> chunk(const Traced& a, int64_t chunks, int64_t dim = 0,
                          const Loc& loc = Loc::current());
std::vector<Traced> split(const Traced& a, int64_t split_size, int64_t dim = 0,
                          const Loc& loc = Loc::current());
Traced cat(const std::vector<Traced>& tensors, int64_t dim = 0, const Loc& loc = Loc::current());
Traced to(const Traced& a, DType dtype, const Loc& loc = Loc::current());
Traced mse_loss(const Traced& input, const Traced& target, const std::string& reduction = "mean",
                const Loc& loc = Loc::current());
Traced cross_entropy(const Traced& input, const Traced& target, const OptT& weight = std::nullopt,
                     int64_t ignore_index = -100, const std::string& reduction = "mean",
                     const Loc& loc = Loc::current());
Traced dropout(const Traced& a, double p = 0.5, bool training = true,
               const Loc& loc = Loc::current());
}  // namespace lt

}  // namespace fulgur
