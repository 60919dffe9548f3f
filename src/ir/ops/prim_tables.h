// The elementwise prims as data: one row per op, shared by the meta
// functions, the reference executor and (later) the code generators.
#pragma once

#include <string>
#include <vector>

#include "ir/proxy.h"

namespace fulgur {

struct UnaryPrim {
  const char* name;
  bool float_only;   // integer inputs are an error at prim level
  bool bool_result;  // logical_not
  bool no_bool;      // neg and friends reject bool
};

inline constexpr UnaryPrim kUnaryPrims[] = {
    {"neg", false, false, true},         {"abs", false, false, false},
    {"exp", true, false, false},         {"exp2", true, false, false},
    {"log", true, false, false},         {"log1p", true, false, false},
    {"sqrt", true, false, false},        {"rsqrt", true, false, false},
    {"sin", true, false, false},         {"cos", true, false, false},
    {"tanh", true, false, false},        {"erf", true, false, false},
    {"sigmoid", true, false, false},     {"reciprocal", true, false, false},
    {"floor", false, false, true},       {"ceil", false, false, true},
    {"round", false, false, true},       {"sign", false, false, false},
    {"logical_not", false, true, false},
};

struct BinaryPrim {
  const char* name;
  bool bool_result;
  bool int_only;
  bool float_only;
};

inline constexpr BinaryPrim kBinaryPrims[] = {
    {"add", false, false, false},        {"sub", false, false, false},
    {"mul", false, false, false},        {"div", false, false, false},
    {"pow", false, false, false},        {"maximum", false, false, false},
    {"minimum", false, false, false},    {"fmod", false, false, false},
    {"eq", true, false, false},          {"ne", true, false, false},
    {"lt", true, false, false},          {"le", true, false, false},
    {"gt", true, false, false},          {"ge", true, false, false},
    {"logical_and", true, false, false}, {"logical_or", true, false, false},
    {"bitwise_and", false, true, false},
};

// An elementwise prim on Python numbers only (no tensor operand): the kind
// of its result (PyTorch's promotion of the operands' kinds; Bool for
// comparisons and logical ops) and its value, computed as PyTorch computes
// the op on 0-dim tensors of that kind (bool, int64, double). Raises Error
// where PyTorch does (integer division by zero, a negative integer power).
ScalarKind number_prim_kind(const std::string& name, const std::vector<ScalarKind>& operands);
Scalar eval_number_prim(const std::string& name, const std::vector<Scalar>& operands);

// torch.matmul's output shape (batch dims broadcast); raises Error.
Shape matmul_shape(const std::string& op, const Shape& a, const Shape& b);

}  // namespace fulgur
