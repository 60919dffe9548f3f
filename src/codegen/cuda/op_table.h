// The CUDA C++ form of every scalar op of the kernel IR, as data: one row per
// op with a format per operand type ({0}, {1}, {2} are the operands). The
// helpers named fulgur_* live in the kernel prelude (cuda_printer.cpp).
#pragma once

#include <string_view>

namespace fulgur::codegen::cuda {

struct CudaOpForm {
  std::string_view name;
  const char* f32;  // nullptr: not defined for this type
  const char* f64;
  const char* integer;  // signed and unsigned integers
  const char* boolean;
};

inline constexpr CudaOpForm kCudaOps[] = {
    // unary
    {"neg", "(-{0})", "(-{0})", "(-{0})", nullptr},
    {"abs", "fabsf({0})", "fabs({0})", "({0} < 0 ? -{0} : {0})", "{0}"},
    {"exp", "expf({0})", "exp({0})", nullptr, nullptr},
    {"exp2", "exp2f({0})", "exp2({0})", nullptr, nullptr},
    {"log", "logf({0})", "log({0})", nullptr, nullptr},
    {"log1p", "log1pf({0})", "log1p({0})", nullptr, nullptr},
    {"sqrt", "sqrtf({0})", "sqrt({0})", nullptr, nullptr},
    {"rsqrt", "rsqrtf({0})", "rsqrt({0})", nullptr, nullptr},
    {"sin", "sinf({0})", "sin({0})", nullptr, nullptr},
    {"cos", "cosf({0})", "cos({0})", nullptr, nullptr},
    {"tanh", "tanhf({0})", "tanh({0})", nullptr, nullptr},
    {"erf", "erff({0})", "erf({0})", nullptr, nullptr},
    {"sigmoid", "(1.0f / (1.0f + expf(-{0})))", "(1.0 / (1.0 + exp(-{0})))", nullptr, nullptr},
    {"reciprocal", "(1.0f / {0})", "(1.0 / {0})", nullptr, nullptr},
    {"floor", "floorf({0})", "floor({0})", "{0}", nullptr},
    {"ceil", "ceilf({0})", "ceil({0})", "{0}", nullptr},
    {"round", "rintf({0})", "rint({0})", "{0}", nullptr},  // half to even, as PyTorch
    {"sign", "fulgur_sign({0})", "fulgur_sign({0})", "fulgur_sign({0})", "{0}"},
    {"logical_not", "(!{0})", "(!{0})", "(!{0})", "(!{0})"},
    // binary
    {"add", "({0} + {1})", "({0} + {1})", "({0} + {1})", "({0} || {1})"},
    {"sub", "({0} - {1})", "({0} - {1})", "({0} - {1})", nullptr},
    {"mul", "({0} * {1})", "({0} * {1})", "({0} * {1})", "({0} && {1})"},
    {"div", "({0} / {1})", "({0} / {1})", "fulgur_div({0}, {1})", nullptr},
    {"pow", "powf({0}, {1})", "pow({0}, {1})", "fulgur_ipow({0}, {1})", nullptr},
    {"maximum", "fulgur_max({0}, {1})", "fulgur_max({0}, {1})", "fulgur_max({0}, {1})",
     "({0} || {1})"},
    {"minimum", "fulgur_min({0}, {1})", "fulgur_min({0}, {1})", "fulgur_min({0}, {1})",
     "({0} && {1})"},
    {"fmod", "fmodf({0}, {1})", "fmod({0}, {1})", "fulgur_imod({0}, {1})", nullptr},
    {"eq", "({0} == {1})", "({0} == {1})", "({0} == {1})", "({0} == {1})"},
    {"ne", "({0} != {1})", "({0} != {1})", "({0} != {1})", "({0} != {1})"},
    {"lt", "({0} < {1})", "({0} < {1})", "({0} < {1})", "({0} < {1})"},
    {"le", "({0} <= {1})", "({0} <= {1})", "({0} <= {1})", "({0} <= {1})"},
    {"gt", "({0} > {1})", "({0} > {1})", "({0} > {1})", "({0} > {1})"},
    {"ge", "({0} >= {1})", "({0} >= {1})", "({0} >= {1})", "({0} >= {1})"},
    {"logical_and", "({0} && {1})", "({0} && {1})", "({0} && {1})", "({0} && {1})"},
    {"logical_or", "({0} || {1})", "({0} || {1})", "({0} || {1})", "({0} || {1})"},
    {"bitwise_and", nullptr, nullptr, "({0} & {1})", "({0} & {1})"},
    // ternary
    {"where", "({0} ? {1} : {2})", "({0} ? {1} : {2})", "({0} ? {1} : {2})", "({0} ? {1} : {2})"},
    // random numbers: (seed, offset, element index) as i64 to an f32 in [0, 1)
    {"philox_uniform", nullptr, nullptr, "fulgur_philox_uniform({0}, {1}, {2})", nullptr},
    // index arithmetic (never negative, so C's / and % are floor division)
    {"idx_add", nullptr, nullptr, "({0} + {1})", nullptr},
    {"idx_mul", nullptr, nullptr, "({0} * {1})", nullptr},
    {"idx_div", nullptr, nullptr, "({0} / {1})", nullptr},
    {"idx_mod", nullptr, nullptr, "({0} % {1})", nullptr},
    {"idx_min", nullptr, nullptr, "min({0}, {1})", nullptr},
};

}  // namespace fulgur::codegen::cuda
