#include "op_samples.h"

#include <regex>

namespace fulgur::testing {

namespace {
const std::vector<std::string> kFloat = {"f64", "f32", "f16", "bf16"};
const std::vector<std::string> kInt = {"i64", "i32", "i16", "i8", "u8"};

std::vector<std::string> join(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}
}  // namespace

std::vector<OpSample> op_samples() {
  std::vector<OpSample> s;
  const std::vector<std::string> all = join(kFloat, kInt);
  const std::vector<std::string> all_bool = join(all, {"b8"});

  // Unary elementwise.
  struct U {
    const char* name;
    std::vector<std::string> dtypes;
  };
  const std::vector<U> unary = {
      {"neg", all},
      {"abs", all},
      {"exp", join(kFloat, {"i64"})},
      {"exp2", kFloat},
      {"log", join(kFloat, {"i32"})},
      {"log1p", kFloat},
      {"sqrt", join(kFloat, {"i64"})},
      {"rsqrt", kFloat},
      {"sin", kFloat},
      {"cos", kFloat},
      {"tanh", kFloat},
      {"erf", kFloat},
      {"sigmoid", join(kFloat, {"i64"})},
      {"reciprocal", kFloat},
      {"floor", join(kFloat, {"i64"})},
      {"ceil", join(kFloat, {"i32"})},
      {"round", join(kFloat, {"i64"})},
      {"sign", all},
      {"logical_not", all_bool},
  };
  for (const auto& u : unary) {
    std::string op = std::string("ltorch.") + u.name;
    for (const char* shape : {"[4, 5]", "[0, 3]", "[]", "[4, 6] strides=(1, 4)", "[1, 5, 1]"})
      s.push_back({op, {std::string("{dt}") + shape}, "a0", u.dtypes});
  }

  // Binary elementwise: broadcasting, scalars, 0-dim, size 0, non-contiguous, mixed dtypes.
  struct B {
    const char* name;
    std::vector<std::string> dtypes;
    bool scalars_ok;
  };
  const std::vector<std::string> arith = join(kFloat, {"i64", "i32", "u8"});
  const std::vector<B> binary = {
      {"add", arith, true},
      {"sub", arith, true},
      {"mul", arith, true},
      {"div", join(kFloat, {"i64"}), true},
      {"pow", kFloat, true},
      {"maximum", arith, false},
      {"minimum", arith, false},
      {"fmod", join(kFloat, {"i64"}), true},
      {"eq", all_bool, true},
      {"ne", all_bool, true},
      {"lt", all, true},
      {"le", all, true},
      {"gt", all, true},
      {"ge", all, true},
      {"logical_and", all_bool, true},
      {"logical_or", all_bool, true},
      {"bitwise_and", join(kInt, {"b8"}), true},
  };
  for (const auto& b : binary) {
    std::string op = std::string("ltorch.") + b.name;
    s.push_back({op, {"{dt}[4, 1]", "{dt}[3]"}, "a0, a1", b.dtypes});
    s.push_back({op, {"{dt}[]", "{dt}[4, 5]"}, "a0, a1", b.dtypes});
    s.push_back({op, {"{dt}[0, 5]", "{dt}[5]"}, "a0, a1", b.dtypes});
    s.push_back({op, {"{dt}[4, 6] strides=(1, 4)", "{dt}[4, 6]"}, "a0, a1", b.dtypes});
    const std::string name = b.name;
    const bool floats_ok = name != "bitwise_and";
    if (floats_ok) s.push_back({op, {"f32[4]", "i64[4]"}, "a0, a1", {""}});
    // PyTorch rejects subtracting bools; a bool divisor would divide by zero.
    if (name != "sub" && name != "fmod") s.push_back({op, {"i32[3]", "b8[3]"}, "a0, a1", {""}});
    s.push_back({op, {"u8[3]", "i8[3]"}, "a0, a1", {""}});
    if (floats_ok) s.push_back({op, {"f16[4]", "bf16[4]"}, "a0, a1", {""}});
    if (b.scalars_ok) {
      s.push_back({op, {"{dt}[4, 5]"}, "a0, 2", b.dtypes});
      if (floats_ok) s.push_back({op, {"{dt}[4, 5]"}, "a0, 2.5", b.dtypes});
      if (floats_ok) s.push_back({op, {"f32[]", "i64[3]"}, "a0, a1", {""}});
    }
  }
  for (const char* op : {"ltorch.add", "ltorch.sub"}) {
    s.push_back({op, {"{dt}[4, 5]", "{dt}[5]"}, "a0, a1, alpha=2", {"f32", "i64"}});
    s.push_back({op, {"{dt}[4, 5]"}, "3, a0", {"f32", "i64"}});
  }
  s.push_back({"ltorch.div",
               {"{dt}[4, 5]", "{dt}[4, 5]"},
               "a0, a1, rounding_mode='trunc'",
               {"f32", "i64"}});
  s.push_back({"ltorch.div", {"{dt}[4, 5]", "{dt}[5]"}, "a0, a1, rounding_mode='floor'", kFloat});
  s.push_back({"ltorch.div", {"{dt}[4, 5]"}, "a0, 0.1, rounding_mode='floor'", kFloat});
  s.push_back({"ltorch.div", {"{dt}[4, 5]"}, "-1.0, a0, rounding_mode='floor'", {"f32", "bf16"}});
  s.push_back({"ltorch.mul", {"{dt}[4, 5]"}, "0.5, a0", {"f32", "bf16"}});

  s.push_back({"ltorch.where", {"b8[4, 1]", "{dt}[4, 5]", "{dt}[5]"}, "a0, a1, a2", all_bool});
  s.push_back({"ltorch.where", {"b8[4, 5]", "{dt}[4, 5]"}, "a0, a1, 0.0", kFloat});
  s.push_back({"ltorch.where", {"b8[3]", "f32[3]", "i64[3]"}, "a0, a1, a2", {""}});

  // Activations and normalizations.
  s.push_back({"ltorch.relu", {"{dt}[4, 5]"}, "a0", join(kFloat, {"i64", "i32"})});
  s.push_back({"ltorch.relu", {"{dt}[0, 3]"}, "a0", {"f32"}});
  s.push_back({"ltorch.gelu", {"{dt}[4, 5]"}, "a0", kFloat});
  s.push_back({"ltorch.gelu", {"{dt}[4, 5]"}, "a0, approximate='tanh'", kFloat});
  s.push_back({"ltorch.gelu", {"{dt}[]"}, "a0, approximate='tanh'", {"f32"}});
  s.push_back({"ltorch.silu", {"{dt}[4, 5]"}, "a0", kFloat});
  s.push_back({"ltorch.silu", {"{dt}[4, 6] strides=(1, 4)"}, "a0", {"f32"}});
  for (const char* op : {"ltorch.softmax", "ltorch.log_softmax"}) {
    s.push_back({op, {"{dt}[4, 5]"}, "a0, -1", kFloat});
    s.push_back({op, {"{dt}[4, 5]"}, "a0, 0", {"f32"}});
    s.push_back({op, {"{dt}[2, 3, 4]"}, "a0, 1", {"f64"}});
    s.push_back({op, {"{dt}[3, 0]"}, "a0, 0", {"f32"}});
    s.push_back({op, {"{dt}[]"}, "a0, 0", {"f32"}});
    s.push_back({op, {"{dt}[4, 5]"}, "a0, -1, dtype=torch.float64", {"f32"}});
  }
  s.push_back({"ltorch._safe_softmax", {"{dt}[4, 5]"}, "a0, -1", kFloat});
  s.push_back({"ltorch._safe_softmax", {"{dt}[2, 3, 4]"}, "a0, 1", {"f64"}});
  s.push_back({"ltorch.layer_norm",
               {"{dt}[4, 16]", "{dt}[16]", "{dt}[16]"},
               "a0, (16,), a1, a2, 1e-05",
               kFloat});
  s.push_back({"ltorch.layer_norm", {"{dt}[2, 3, 8]"}, "a0, (3, 8)", {"f32", "f64"}});
  s.push_back({"ltorch.layer_norm", {"{dt}[0, 8]", "{dt}[8]"}, "a0, (8,), a1", {"f32"}});
  s.push_back({"ltorch.rms_norm", {"{dt}[4, 16]", "{dt}[16]"}, "a0, (16,), a1, 1e-06", kFloat});
  s.push_back({"ltorch.rms_norm", {"{dt}[2, 3, 8]"}, "a0, (8,)", {"f32", "f64", "bf16"}});
  s.push_back({"ltorch.rms_norm", {"{dt}[4, 6] strides=(1, 4)"}, "a0, 6", {"f32"}});

  // Library calls.
  s.push_back({"ltorch.linear", {"{dt}[4, 12]", "{dt}[16, 12]", "{dt}[16]"}, "a0, a1, a2", kFloat});
  s.push_back({"ltorch.linear", {"{dt}[2, 3, 12]", "{dt}[16, 12]"}, "a0, a1", {"f32", "f64"}});
  s.push_back({"ltorch.linear", {"{dt}[0, 12]", "{dt}[16, 12]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.matmul", {"{dt}[4, 8]", "{dt}[8, 5]"}, "a0, a1", kFloat});
  s.push_back({"ltorch.matmul", {"{dt}[8]", "{dt}[8, 5]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.matmul", {"{dt}[2, 4, 8]", "{dt}[8]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.matmul", {"{dt}[2, 1, 4, 8]", "{dt}[3, 8, 5]"}, "a0, a1", {"f32", "f64"}});
  s.push_back({"ltorch.matmul", {"{dt}[8, 4] strides=(1, 8)", "{dt}[4, 3]"}, "a0, a1", {"f32"}});

  // Reductions.
  s.push_back({"ltorch.sum", {"{dt}[4, 5]"}, "a0", all_bool});
  s.push_back({"ltorch.sum", {"{dt}[4, 5]"}, "a0, 1", all});
  s.push_back({"ltorch.sum", {"{dt}[2, 3, 4]"}, "a0, (0, 2), True", {"f32", "i32"}});
  s.push_back({"ltorch.sum", {"{dt}[4, 5]"}, "a0, -1, dtype=torch.float64", {"f32"}});
  s.push_back({"ltorch.sum", {"{dt}[0, 3]"}, "a0, 0", {"f32", "i64"}});
  s.push_back({"ltorch.sum", {"{dt}[4, 6] strides=(1, 4)"}, "a0, 0", {"f32"}});
  s.push_back({"ltorch.prod", {"{dt}[4, 5]"}, "a0", {"f32", "f64", "i64"}});
  s.push_back({"ltorch.prod", {"{dt}[4, 5]"}, "a0, 1, True", {"f32", "i32"}});
  for (const char* op : {"ltorch.amax", "ltorch.amin"}) {
    s.push_back({op, {"{dt}[4, 5]"}, "a0, 1", all_bool});
    s.push_back({op, {"{dt}[2, 3, 4]"}, "a0, (0, 1)", {"f32"}});
    s.push_back({op, {"{dt}[4, 5]"}, "a0, -1, True", {"f16", "i64"}});
    s.push_back({op, {"{dt}[4, 5]"}, "a0", {"f32"}});
    s.push_back({op, {"{dt}[0, 3]"}, "a0, 1", {"f32"}});
  }
  s.push_back({"ltorch.mean", {"{dt}[4, 5]"}, "a0", kFloat});
  s.push_back({"ltorch.mean", {"{dt}[4, 5]"}, "a0, 1, True", {"f32", "bf16"}});
  s.push_back({"ltorch.mean", {"{dt}[2, 3, 4]"}, "a0, (0, 2)", {"f64"}});
  s.push_back({"ltorch.var", {"{dt}[4, 5]"}, "a0", kFloat});
  s.push_back({"ltorch.var", {"{dt}[4, 5]"}, "a0, 1, keepdim=True, correction=0", {"f32", "f64"}});
  s.push_back({"ltorch.var", {"{dt}[4, 5]"}, "a0, 0, False", {"f32"}});
  // dim=() reduces every dim, as in PyTorch.
  s.push_back({"ltorch.sum", {"{dt}[4, 5]"}, "a0, ()", {"f32", "i64"}});
  s.push_back({"ltorch.sum", {"{dt}[2, 3, 4]"}, "a0, (), True", {"f32"}});
  s.push_back({"ltorch.mean", {"{dt}[4, 5]"}, "a0, ()", {"f32", "bf16"}});
  // (var over dim=() is checked in test_codegen_robustness.cpp: libtorch's
  // autograd divides its gradient by 0 there, +-inf, where the forward reduces
  // every dim.)
  s.push_back({"ltorch.amax", {"{dt}[4, 5]"}, "a0, None", {"f32"}});

  // Shape ops.
  s.push_back({"ltorch.reshape", {"{dt}[4, 5]"}, "a0, (2, 10)", all_bool});
  s.push_back({"ltorch.reshape", {"{dt}[4, 5]"}, "a0, (-1,)", {"f32"}});
  s.push_back({"ltorch.reshape", {"{dt}[4, 6] strides=(1, 4)"}, "a0, (3, 8)", {"f32"}});
  s.push_back({"ltorch.reshape", {"{dt}[0, 4]"}, "a0, (4, 0)", {"f32"}});
  s.push_back({"ltorch.view", {"{dt}[4, 5]"}, "a0, 5, 4", {"f32", "i64"}});
  s.push_back({"ltorch.permute", {"{dt}[2, 3, 4]"}, "a0, 2, 0, 1", {"f32", "b8"}});
  s.push_back({"ltorch.permute", {"{dt}[4, 5]"}, "a0, (1, 0)", {"bf16"}});
  s.push_back({"ltorch.transpose", {"{dt}[2, 3, 4]"}, "a0, -1, -2", {"f32", "i16"}});
  s.push_back({"ltorch.unsqueeze", {"{dt}[4, 5]"}, "a0, -1", {"f32", "u8"}});
  s.push_back({"ltorch.unsqueeze", {"{dt}[]"}, "a0, 0", {"f32"}});
  s.push_back({"ltorch.squeeze", {"{dt}[1, 4, 1]"}, "a0", {"f32", "i8"}});
  s.push_back({"ltorch.squeeze", {"{dt}[1, 4, 1]"}, "a0, (0, 1)", {"f32"}});
  s.push_back({"ltorch.expand", {"{dt}[4, 1]"}, "a0, 3, 4, 5", {"f32", "b8"}});
  s.push_back({"ltorch.expand", {"{dt}[1, 5]"}, "a0, (4, -1)", {"f16"}});
  s.push_back({"ltorch.chunk", {"{dt}[7, 2]"}, "a0, 3", {"f32", "i64"}, 3});
  s.push_back({"ltorch.chunk", {"{dt}[4, 6]"}, "a0, 2, 1", {"f32"}, 2});
  s.push_back({"ltorch.split", {"{dt}[7, 2]"}, "a0, 3", {"f32"}, 3});
  s.push_back({"ltorch.split", {"{dt}[7, 2]"}, "a0, (2, 5)", {"bf16"}, 2});
  s.push_back({"ltorch.cat", {"{dt}[2, 3]", "{dt}[4, 3]"}, "[a0, a1]", all_bool});
  s.push_back({"ltorch.cat", {"f32[2, 3]", "f64[2, 1]"}, "[a0, a1], -1", {""}});
  s.push_back({"ltorch.cat", {"{dt}[2, 0]", "{dt}[2, 3]"}, "(a0, a1), 1", {"f32"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, torch.float16", all_bool});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, torch.int32", kFloat});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, torch.bool", {"f32", "i64"}});
  // Negative floats wrap through int64, as in PyTorch.
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, torch.uint8", kFloat});

  // Losses and dropout.
  s.push_back({"ltorch.mse_loss", {"{dt}[4, 5]", "{dt}[4, 5]"}, "a0, a1", kFloat});
  s.push_back(
      {"ltorch.mse_loss", {"{dt}[4, 5]", "{dt}[4, 5]"}, "a0, a1, reduction='sum'", {"f32"}});
  s.push_back(
      {"ltorch.mse_loss", {"{dt}[4, 5]", "{dt}[4, 5]"}, "a0, a1, reduction='none'", {"f64"}});
  s.push_back({"ltorch.cross_entropy", {"{dt}[4, 5]", "i64[4]"}, "a0, a1", kFloat});
  s.push_back(
      {"ltorch.cross_entropy", {"{dt}[4, 5]", "i64[4]", "{dt}[5]"}, "a0, a1, a2", {"f32", "f64"}});
  s.push_back(
      {"ltorch.cross_entropy", {"{dt}[8, 5]", "i64[8]"}, "a0, a1, ignore_index=1", {"f32"}});
  s.push_back(
      {"ltorch.cross_entropy", {"{dt}[4, 5]", "i64[4]"}, "a0, a1, reduction='sum'", {"f32"}});
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[2, 5, 3]", "i64[2, 3]"},
               "a0, a1, reduction='none'",
               {"f32"}});
  s.push_back({"ltorch.cross_entropy", {"{dt}[5]", "i64[]"}, "a0, a1", {"f64"}});
  // Label smoothing, and probability targets (a float target of input's shape).
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[4, 5]", "i64[4]"},
               "a0, a1, label_smoothing=0.1",
               {"f32", "f64", "bf16"}});
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[8, 5]", "i64[8]", "{dt}[5]"},
               "a0, a1, a2, ignore_index=1, label_smoothing=0.25",
               {"f32", "f64"}});
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[2, 5, 3]", "i64[2, 3]"},
               "a0, a1, reduction='none', label_smoothing=0.2",
               {"f32"}});
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[4, 5]", "i64[4]"},
               "a0, a1, reduction='sum', label_smoothing=1.0",
               {"f64"}});
  s.push_back({"ltorch.cross_entropy", {"{dt}[4, 5]", "{dt}[4, 5]"}, "a0, a1", kFloat});
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[4, 5]", "{dt}[4, 5]", "{dt}[5]"},
               "a0, a1, a2, label_smoothing=0.3",
               {"f32", "f64"}});
  s.push_back({"ltorch.cross_entropy",
               {"{dt}[2, 5, 3]", "{dt}[2, 5, 3]"},
               "a0, a1, reduction='none'",
               {"f32"}});
  s.push_back(
      {"ltorch.cross_entropy", {"{dt}[4, 5]", "{dt}[4, 5]"}, "a0, a1, reduction='sum'", {"f64"}});
  s.push_back({"ltorch.cross_entropy", {"{dt}[5]", "{dt}[5]"}, "a0, a1", {"f32"}});
  s.push_back(
      {"ltorch.cross_entropy", {"{dt}[0, 5]", "{dt}[0, 5]"}, "a0, a1, reduction='sum'", {"f32"}});
  s.push_back({"ltorch.dropout", {"{dt}[4, 5]"}, "a0, 0.5, False", {"f32", "bf16"}});

  // clamp: numbers or tensors (promoting), either bound None, min > max gives max.
  s.push_back({"ltorch.clamp", {"{dt}[4, 5]"}, "a0, -0.5, 0.5", kFloat});
  s.push_back({"ltorch.clamp", {"{dt}[4, 5]"}, "a0, 1, 3", join(kFloat, kInt)});
  s.push_back({"ltorch.clamp", {"{dt}[4, 5]"}, "a0, min=0.5", {"f32", "i64", "b8"}});
  s.push_back({"ltorch.clamp", {"{dt}[4, 5]"}, "a0, max=0", {"f64", "i32"}});
  s.push_back({"ltorch.clamp",
               {"{dt}[4, 5]", "{dt}[5]", "{dt}[4, 1]"},
               "a0, a1, a2",
               {"f32", "f64", "i64"}});
  s.push_back({"ltorch.clamp", {"{dt}[0, 3]"}, "a0, 0", {"f32"}});
  s.push_back({"ltorch.clamp", {"{dt}[4, 6] strides=(1, 4)"}, "a0, None, 0.25", {"f32", "bf16"}});
  s.push_back({"ltorch.clamp", {"f32[4, 5]", "f64[]"}, "a0, a1", {""}});
  s.push_back({"ltorch.clamp", {"i32[4]", "f32[4]"}, "a0, max=a1", {""}});
  s.push_back({"ltorch.clamp", {"{dt}[4, 5]"}, "a0, 0.5, -0.5", {"f32"}});

  s.push_back({"ltorch.square", {"{dt}[4, 5]"}, "a0", all_bool});
  s.push_back({"ltorch.square", {"{dt}[0, 3]"}, "a0", {"f32"}});
  s.push_back({"ltorch.square", {"{dt}[4, 6] strides=(1, 4)"}, "a0", {"f32", "i32"}});
  s.push_back({"ltorch.square", {"{dt}[]"}, "a0", {"f64"}});

  s.push_back({"ltorch.rsub", {"{dt}[4, 1]", "{dt}[3]"}, "a0, a1", arith});
  s.push_back({"ltorch.rsub", {"{dt}[4, 5]"}, "a0, 2.5", kFloat});
  s.push_back({"ltorch.rsub", {"{dt}[4, 5]"}, "a0, 3", {"f32", "i64"}});
  s.push_back({"ltorch.rsub", {"{dt}[4, 5]", "{dt}[5]"}, "a0, a1, alpha=2", {"f32", "i64"}});
  s.push_back({"ltorch.rsub", {"{dt}[0, 5]", "{dt}[5]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.rsub", {"{dt}[4, 6] strides=(1, 4)", "{dt}[4, 6]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.rsub", {"i32[3]", "f32[3]"}, "a0, a1", {""}});

  s.push_back({"ltorch.flatten", {"{dt}[2, 3, 4]"}, "a0", all_bool});
  s.push_back({"ltorch.flatten", {"{dt}[2, 3, 4, 5]"}, "a0, 1, -2", {"f32", "bf16"}});
  s.push_back({"ltorch.flatten", {"{dt}[2, 3, 4]"}, "a0, start_dim=1", {"f32"}});
  s.push_back({"ltorch.flatten", {"{dt}[2, 3]"}, "a0, 1, 1", {"f32"}});
  s.push_back({"ltorch.flatten", {"{dt}[]"}, "a0", {"f32"}});
  s.push_back({"ltorch.flatten", {"{dt}[2, 0, 4]"}, "a0, 0, 1", {"f32"}});
  s.push_back({"ltorch.flatten", {"{dt}[4, 6] strides=(1, 4)"}, "a0", {"f32", "i64"}});

  s.push_back({"ltorch.stack", {"{dt}[2, 3]", "{dt}[2, 3]"}, "[a0, a1]", all_bool});
  s.push_back({"ltorch.stack",
               {"{dt}[2, 3]", "{dt}[2, 3]", "{dt}[2, 3]"},
               "(a0, a1, a2), -1",
               {"f32", "f16"}});
  s.push_back({"ltorch.stack", {"{dt}[2, 3]", "{dt}[2, 3]"}, "[a0, a1], dim=1", {"f64"}});
  s.push_back({"ltorch.stack", {"i32[2]", "f32[2]"}, "[a0, a1]", {""}});
  s.push_back({"ltorch.stack", {"{dt}[0, 3]", "{dt}[0, 3]"}, "[a0, a1]", {"f32"}});
  s.push_back({"ltorch.stack", {"{dt}[]", "{dt}[]"}, "[a0, a1]", {"f32"}});
  s.push_back(
      {"ltorch.stack", {"{dt}[4, 6] strides=(1, 4)", "{dt}[4, 6]"}, "[a0, a1], 2", {"f32"}});

  s.push_back({"ltorch.full_like", {"{dt}[4, 5]"}, "a0, 3", all});
  s.push_back({"ltorch.full_like", {"{dt}[3, 2]"}, "a0, 0.5, dtype=torch.float64", {"f32", "i64"}});
  s.push_back({"ltorch.masked_fill", {"{dt}[4, 5]", "b8[4, 5]"}, "a0, a1, 2", all});
  s.push_back({"ltorch.masked_fill", {"{dt}[4, 5]", "b8[5]"}, "a0, a1, -1.5", kFloat});
  s.push_back({"ltorch.masked_fill", {"{dt}[5]", "b8[3, 5]"}, "a0, a1, 0.5", {"f32"}});
  s.push_back({"ltorch.masked_fill", {"{dt}[4, 5]", "b8[4, 1]"}, "a0, a1, 2.7", {"i64", "i32"}});
  s.push_back({"ltorch.masked_fill", {"{dt}[4, 5]", "b8[4, 5]"}, "a0, a1, True", {"b8"}});
  s.push_back({"ltorch.masked_fill",
               {"{dt}[4, 5]", "b8[4, 5]", "f64[]"},
               "a0, a1, a2",
               {"f32", "bf16", "i64"}});
  s.push_back({"ltorch.masked_fill", {"{dt}[0, 5]", "b8[5]"}, "a0, a1, 1.0", {"f32"}});
  s.push_back({"ltorch.masked_fill",
               {"{dt}[4, 6] strides=(1, 4)", "b8[4, 6] strides=(1, 4)"},
               "a0, a1, 0.0",
               {"f32"}});

  for (const char* op : {"ltorch.tril", "ltorch.triu"}) {
    s.push_back({op, {"{dt}[4, 5]"}, "a0", all_bool});
    s.push_back({op, {"{dt}[2, 4, 5]"}, "a0, 1", {"f32", "i64"}});
    s.push_back({op, {"{dt}[4, 5]"}, "a0, diagonal=-2", {"f32", "bf16"}});
    s.push_back({op, {"{dt}[5, 3]"}, "a0, 7", {"f64"}});
    s.push_back({op, {"{dt}[2, 0, 3]"}, "a0", {"f32"}});
    s.push_back({op, {"{dt}[4, 6] strides=(1, 4)"}, "a0", {"f32"}});
  }

  s.push_back({"ltorch.std", {"{dt}[4, 5]"}, "a0", kFloat});
  s.push_back({"ltorch.std", {"{dt}[4, 5]"}, "a0, 1, keepdim=True, correction=0", {"f32", "f64"}});
  s.push_back({"ltorch.std", {"{dt}[4, 5]"}, "a0, 0, False", {"f32", "bf16"}});
  s.push_back({"ltorch.std", {"{dt}[2, 3, 4]"}, "a0, (0, 2), True", {"f64"}});
  s.push_back({"ltorch.std", {"{dt}[4, 6] strides=(1, 4)"}, "a0, 1", {"f32"}});
  s.push_back({"ltorch.std", {"{dt}[0, 3]"}, "a0, 1", {"f32"}});

  s.push_back({"ltorch.logsumexp", {"{dt}[4, 5]"}, "a0, 1", kFloat});
  s.push_back({"ltorch.logsumexp", {"{dt}[4, 5]"}, "a0, -1, True", {"f32", "f64"}});
  s.push_back({"ltorch.logsumexp", {"{dt}[2, 3, 4]"}, "a0, (0, 2)", {"f32"}});
  s.push_back({"ltorch.logsumexp", {"{dt}[4, 5]"}, "a0, 0", {"i64"}});
  s.push_back({"ltorch.logsumexp", {"{dt}[3, 0]"}, "a0, 1", {"f32"}});
  s.push_back({"ltorch.logsumexp", {"{dt}[4, 6] strides=(1, 4)"}, "a0, 0", {"f32"}});
  s.push_back({"ltorch.logsumexp", {"{dt}[]"}, "a0, 0", {"f64"}});

  for (const char* op : {"ltorch.argmax", "ltorch.argmin"}) {
    s.push_back({op, {"{dt}[4, 5]"}, "a0, 1", join(kFloat, kInt)});
    s.push_back({op, {"{dt}[4, 5]"}, "a0", {"f32", "i64"}});
    s.push_back({op, {"{dt}[2, 3, 4]"}, "a0, 0, True", {"f32", "bf16"}});
    s.push_back({op, {"{dt}[2, 3, 4]"}, "a0, keepdim=True", {"f64"}});
    s.push_back({op, {"{dt}[0, 3]"}, "a0, 1", {"f32"}});
    s.push_back({op, {"{dt}[4, 6] strides=(1, 4)"}, "a0, -1", {"f32", "i32"}});
    s.push_back({op, {"{dt}[]"}, "a0, 0", {"f32"}});
    s.push_back({op, {"{dt}[]"}, "a0", {"f64"}});
  }

  for (const char* op : {"ltorch.max", "ltorch.min"}) {
    s.push_back({op, {"{dt}[4, 5]"}, "a0, 1", all_bool, 2});
    s.push_back({op, {"{dt}[2, 3, 4]"}, "a0, 0, True", {"f32", "bf16", "i32"}, 2});
    s.push_back({op, {"{dt}[4, 6] strides=(1, 4)"}, "a0, -1", {"f32"}, 2});
    s.push_back({op, {"{dt}[0, 3]"}, "a0, 1", {"f32"}, 2});
    s.push_back({op, {"{dt}[]"}, "a0, 0", {"f64"}, 2});
    s.push_back({op, {"{dt}[4, 5]"}, "a0", {"f32", "i64", "b8"}});
    s.push_back({op, {"{dt}[4, 1]", "{dt}[5]"}, "a0, a1", {"f32", "i64"}});
  }

  s.push_back({"ltorch.index_select", {"{dt}[4, 5]", "i64[3]"}, "a0, 1, a1", all_bool});
  s.push_back({"ltorch.index_select", {"{dt}[4, 5]", "i32[6]"}, "a0, 0, a1", {"f32", "f64"}});
  s.push_back({"ltorch.index_select", {"{dt}[4, 5]", "i64[]"}, "a0, -1, a1", {"f32"}});
  s.push_back({"ltorch.index_select", {"{dt}[4, 5]", "i64[0]"}, "a0, 0, a1", {"f32"}});
  s.push_back({"ltorch.index_select", {"{dt}[0, 5]", "i64[2]"}, "a0, 1, a1", {"f32"}});
  s.push_back({"ltorch.index_select",
               {"{dt}[4, 6] strides=(1, 4)", "i64[3]"},
               "a0, 1, a1",
               {"f32", "bf16"}});
  s.push_back({"ltorch.gather", {"{dt}[4, 5]", "i64[4, 3]"}, "a0, 1, a1", all_bool});
  s.push_back({"ltorch.gather", {"{dt}[4, 5]", "i64[2, 5]"}, "a0, 0, a1", {"f32", "f64"}});
  s.push_back({"ltorch.gather", {"{dt}[3, 4, 5]", "i64[2, 6, 3]"}, "a0, -2, a1", {"f32"}});
  s.push_back({"ltorch.gather", {"{dt}[4, 5]", "i64[0, 2]"}, "a0, 1, a1", {"f32"}});
  s.push_back(
      {"ltorch.gather", {"{dt}[4, 6] strides=(1, 4)", "i64[4, 2]"}, "a0, 1, a1", {"f32", "f16"}});
  s.push_back({"ltorch.scatter_add",
               {"{dt}[4, 5]", "i64[3, 5]", "{dt}[3, 5]"},
               "a0, 0, a1, a2",
               {"f32", "f64", "f16", "bf16", "i64", "i32"}});
  s.push_back({"ltorch.scatter_add",
               {"{dt}[4, 5]", "i64[2, 7]", "{dt}[3, 8]"},
               "a0, -1, a1, a2",
               // Not f32/f64, which the gradient samples take: libtorch's
               // ScatterAddBackward0 returns src's gradient in the index's
               // shape and autograd refuses it when src is larger.
               {"f16", "bf16"}});
  s.push_back({"ltorch.scatter_add",
               {"{dt}[3, 4, 5]", "i64[2, 6, 3]", "{dt}[2, 6, 3]"},
               "a0, 1, a1, a2",
               {"f32"}});
  s.push_back(
      {"ltorch.scatter_add", {"{dt}[4, 5]", "i64[0, 5]", "{dt}[0, 5]"}, "a0, 0, a1, a2", {"f32"}});
  s.push_back({"ltorch.scatter_add",
               {"{dt}[4, 6] strides=(1, 4)", "i64[4, 2]", "{dt}[4, 2]"},
               "a0, 1, a1, a2",
               {"f32", "bf16"}});
  s.push_back({"ltorch.embedding", {"i64[2, 3]", "{dt}[10, 4]"}, "a0, a1", kFloat});
  s.push_back({"ltorch.embedding", {"i32[5]", "{dt}[7, 3]"}, "a0, a1", {"f32", "i64"}});
  s.push_back({"ltorch.embedding", {"i64[]", "{dt}[7, 3]"}, "a0, a1", {"f64"}});
  s.push_back({"ltorch.embedding", {"i64[0, 2]", "{dt}[7, 3]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.embedding", {"i64[2, 3]", "{dt}[4, 10] strides=(1, 4)"}, "a0, a1", {"f32"}});

  s.push_back({"ltorch.cumsum", {"{dt}[4, 5]"}, "a0, 1", all_bool});
  s.push_back({"ltorch.cumsum", {"{dt}[2, 3, 4]"}, "a0, 0", {"f32", "f64", "i32"}});
  s.push_back({"ltorch.cumsum", {"{dt}[4, 5]"}, "a0, -1, dtype=torch.float64", {"f32", "i64"}});
  s.push_back({"ltorch.cumsum", {"{dt}[0, 3]"}, "a0, 0", {"f32"}});
  s.push_back({"ltorch.cumsum", {"{dt}[4, 6] strides=(1, 4)"}, "a0, 0", {"f32", "bf16"}});
  s.push_back({"ltorch.cumsum", {"{dt}[]"}, "a0, 0", {"f32", "i32"}});

  s.push_back({"ltorch.bmm", {"{dt}[2, 3, 4]", "{dt}[2, 4, 5]"}, "a0, a1", kFloat});
  s.push_back({"ltorch.bmm", {"{dt}[0, 3, 4]", "{dt}[0, 4, 5]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.bmm", {"{dt}[2, 3, 0]", "{dt}[2, 0, 5]"}, "a0, a1", {"f32"}});
  s.push_back(
      {"ltorch.bmm", {"{dt}[2, 3, 4] strides=(12, 1, 3)", "{dt}[2, 4, 5]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.baddbmm",
               {"{dt}[2, 3, 5]", "{dt}[2, 3, 4]", "{dt}[2, 4, 5]"},
               "a0, a1, a2",
               kFloat});
  s.push_back({"ltorch.baddbmm",
               {"{dt}[5]", "{dt}[2, 3, 4]", "{dt}[2, 4, 5]"},
               "a0, a1, a2, beta=0.5, alpha=2",
               {"f32", "f64"}});
  // (beta=0 is in test_ops.cpp: PyTorch gives input a zero gradient there,
  // fulgur none, since input is not read.)
  s.push_back({"ltorch.baddbmm",
               {"{dt}[2, 3, 5] strides=(1, 10, 2)", "{dt}[2, 3, 0]", "{dt}[2, 0, 5]"},
               "a0, a1, a2",
               {"f32"}});
  const std::string sdpa = "ltorch.scaled_dot_product_attention";
  s.push_back(
      {sdpa, {"{dt}[2, 3, 4, 8]", "{dt}[2, 3, 6, 8]", "{dt}[2, 3, 6, 8]"}, "a0, a1, a2", kFloat});
  s.push_back({sdpa,
               {"{dt}[1, 2, 5, 8]", "{dt}[1, 2, 5, 8]", "{dt}[1, 2, 5, 4]"},
               "a0, a1, a2, is_causal=True",
               {"f32", "f64", "bf16"}});
  s.push_back({sdpa,
               {"{dt}[2, 4, 8]", "{dt}[2, 6, 8]", "{dt}[2, 6, 8]", "{dt}[4, 6]"},
               "a0, a1, a2, a3",
               {"f32", "f64"}});
  s.push_back({sdpa,
               {"{dt}[2, 4, 8]", "{dt}[2, 6, 8]", "{dt}[2, 6, 8]", "b8[2, 1, 6]"},
               "a0, a1, a2, attn_mask=a3, scale=0.5",
               {"f32"}});
  s.push_back({sdpa,
               {"{dt}[2, 4, 8] strides=(32, 1, 4)", "{dt}[2, 6, 8]", "{dt}[6, 8]"},
               "a0, a1, a2",
               {"f32"}});
  s.push_back({sdpa, {"{dt}[2, 0, 8]", "{dt}[2, 6, 8]", "{dt}[2, 6, 8]"}, "a0, a1, a2", {"f32"}});
  s.push_back({sdpa,
               {"{dt}[2, 4, 5, 8]", "{dt}[2, 2, 6, 8]", "{dt}[2, 2, 6, 4]"},
               "a0, a1, a2, enable_gqa=True",
               {"f32", "f64"}});
  s.push_back({sdpa,
               {"{dt}[1, 6, 5, 8]", "{dt}[1, 2, 5, 8]", "{dt}[1, 2, 5, 8]"},
               "a0, a1, a2, is_causal=True, enable_gqa=True",
               {"f32"}});

  // Creation ops (no inputs) with dtype and device.
  s.push_back({"ltorch.full", {}, "(3, 4), 2.5", {""}});
  s.push_back({"ltorch.full", {}, "(2, 0), 7", {""}});
  s.push_back({"ltorch.full", {}, "[3], True", {""}});
  s.push_back({"ltorch.full", {}, "(2, 3), 1.5, dtype=torch.float64, device='cpu'", {""}});
  s.push_back({"ltorch.full", {}, "(4,), -3, dtype=torch.bfloat16", {""}});
  s.push_back({"ltorch.ones", {}, "2, 3", {""}});
  s.push_back({"ltorch.ones", {}, "(4,), dtype=torch.int32", {""}});
  s.push_back({"ltorch.zeros", {}, "(2, 3), dtype=torch.bool, device='cpu'", {""}});
  s.push_back({"ltorch.zeros", {}, "0, 3, dtype=torch.float16", {""}});
  s.push_back({"ltorch.arange", {}, "5", {""}});
  s.push_back({"ltorch.arange", {}, "2, 11, 3", {""}});
  s.push_back({"ltorch.arange", {}, "0.5, 3.0, 0.25", {""}});
  s.push_back({"ltorch.arange", {}, "10, 0, -3, dtype=torch.float64", {""}});
  s.push_back({"ltorch.arange", {}, "7, dtype=torch.uint8, device='cpu'", {""}});
  s.push_back({"ltorch.arange", {}, "0", {""}});

  // to: every form PyTorch accepts.
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, 'cpu'", {"f32", "i64"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, 'cpu', torch.float64", {"f32", "bf16"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, 'cpu', torch.int64, False, True", {"f32"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, torch.float16, False, True", {"f32"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, device='cpu', dtype=torch.bfloat16", {"f64"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]"}, "a0, dtype=torch.int32, copy=True", {"f32"}});
  s.push_back({"ltorch.to", {"{dt}[4, 5]", "i32[2]"}, "a0, a1", {"f32"}});
  s.push_back({"ltorch.to", {"{dt}[4, 6] strides=(1, 4)"}, "a0, torch.float64", {"f32"}});

  // linear with a 1-D weight; integer matmul and linear (through libtorch).
  s.push_back({"ltorch.linear", {"{dt}[4, 12]", "{dt}[12]"}, "a0, a1", kFloat});
  s.push_back({"ltorch.linear", {"{dt}[2, 3, 12]", "{dt}[12]", "{dt}[]"}, "a0, a1, a2", {"f32"}});
  s.push_back(
      {"ltorch.linear", {"{dt}[4, 12]", "{dt}[16, 12]", "{dt}[16]"}, "a0, a1, a2", {"i64", "i32"}});
  s.push_back({"ltorch.matmul", {"{dt}[4, 8]", "{dt}[8, 5]"}, "a0, a1", {"i64", "i32", "i16"}});
  s.push_back({"ltorch.matmul", {"{dt}[2, 4, 8]", "{dt}[8]"}, "a0, a1", {"i64"}});

  s.push_back({"ltorch.round", {"{dt}[4, 5]"}, "a0, decimals=2", {"f32", "f64"}});
  s.push_back({"ltorch.round", {"{dt}[4, 5]"}, "a0, decimals=-1", {"f32", "f64"}});
  s.push_back({"ltorch.round", {"{dt}[4, 6] strides=(1, 4)"}, "a0, decimals=1", {"f32"}});
  s.push_back({"ltorch.round", {"{dt}[4, 5]"}, "a0, decimals=0", {"f32"}});

  // var/std(input, unbiased): the bool second positional argument.
  for (const char* op : {"ltorch.var", "ltorch.std"}) {
    s.push_back({op, {"{dt}[4, 5]"}, "a0, False", {"f32", "f64"}});
    s.push_back({op, {"{dt}[4, 5]"}, "a0, True", {"f32", "bf16"}});
  }

  // In-place variants: the functional op written into the first tensor.
  for (const auto& u : unary) {
    std::vector<std::string> dts;
    for (const std::string& d : u.dtypes)
      if (d == "f32" || d == "bf16" || (d == "i64" && u.dtypes.back() != "i64") || d == "b8")
        dts.push_back(d);
    if (dts.empty()) dts.push_back(u.dtypes.front());
    s.push_back({std::string("ltorch.") + u.name + "_", {"{dt}[4, 5]"}, "a0", dts});
  }
  s.push_back({"ltorch.abs_", {"{dt}[0, 3]"}, "a0", {"f32"}});
  s.push_back({"ltorch.add_", {"{dt}[4, 5]", "{dt}[5]"}, "a0, a1", {"f32", "i64", "bf16"}});
  s.push_back({"ltorch.add_", {"{dt}[4, 5]", "f64[]"}, "a0, a1, alpha=2", {"f32", "f16"}});
  s.push_back({"ltorch.sub_", {"{dt}[4, 5]"}, "a0, 1.5", {"f32", "f64"}});
  s.push_back({"ltorch.mul_", {"{dt}[4, 5]", "{dt}[4, 1]"}, "a0, a1", {"f32", "i32"}});
  s.push_back({"ltorch.div_", {"{dt}[4, 5]", "{dt}[4, 5]"}, "a0, a1", {"f32", "f64"}});
  s.push_back({"ltorch.div_", {"{dt}[4, 5]", "{dt}[5]"}, "a0, a1, rounding_mode='floor'", {"f32"}});
  s.push_back({"ltorch.pow_", {"{dt}[4, 5]"}, "a0, 2", {"f32", "f64"}});
  s.push_back({"ltorch.fmod_", {"{dt}[4, 5]"}, "a0, 1.5", {"f32"}});
  s.push_back({"ltorch.clamp_", {"{dt}[4, 5]"}, "a0, -0.5, 0.5", {"f32", "f64"}});
  s.push_back({"ltorch.clamp_", {"{dt}[4, 5]"}, "a0, min=1", {"i64"}});
  s.push_back({"ltorch.masked_fill_", {"{dt}[4, 5]", "b8[5]"}, "a0, a1, -1.0", {"f32", "bf16"}});
  return s;
}

std::string sample_trace_text(const OpSample& s, const std::string& dtype) {
  std::string sig, types;
  for (size_t i = 0; i < s.inputs.size(); ++i) {
    std::string name = "a" + std::to_string(i);
    sig += (i ? ", " : "") + name;
    std::string t = std::regex_replace(s.inputs[i], std::regex("\\{dt\\}"), dtype);
    types += "  # " + name + ": \"cpu " + t + "\"\n";
  }
  std::string outs;
  for (int i = 0; i < s.outputs; ++i)
    outs += (i ? ", " : "") + std::string("r") + std::to_string(i);
  std::string target = s.outputs == 1 ? "r0" : "(" + outs + ")";
  return "def computation(" + sig + "):\n" + types + "  " + target + " = " + s.op + "(" + s.call +
         ")\n" + "  return (" + outs + (s.outputs == 1 ? ",)" : ")") + "\n";
}

}  // namespace fulgur::testing
