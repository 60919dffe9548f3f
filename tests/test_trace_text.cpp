// The trace text format: printing, parsing, round trips, DTensor and future
// types, prologue and backward forms, source locations, and every class of
// malformed input with its message.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/cse.h"
#include "ir/passes/dce.h"
#include "ir/printer.h"
#include "ir/replace_statement.h"

namespace fulgur {
namespace {

std::string round_trip(const std::string& text, int depth = 1) {
  return print_trace(parse_trace(text, "t.trace"), {depth});
}

// Parses `text` and returns the error message (empty when it parses).
std::string parse_error(const std::string& text) {
  try {
    parse_traces(text, "bad.trace");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

const char* kMlp = R"TXT(# Constructed by Fusion (took 2 milliseconds)
def computation(x, w1, b1):
  # x: "cpu f32[4, 12]"
  # w1: "cpu f32[16, 12]"
  # b1: "cpu f32[16]"
  # model.py:12: h = self.fc1(x)
  t0 = ltorch.linear(x, w1, b1)  # t0: "cpu f32[4, 16]"
    # t0 = prims.linear(x, w1, b1)  # t0: "cpu f32[4, 16]"
  t1 = ltorch.gelu(t0, approximate='tanh')  # t1: "cpu f32[4, 16]"
  return (t1,)
)TXT";

TEST(TraceText, PrintParsePrintIsIdentity) {
  for (int depth : {0, 1, 2, -1}) {
    std::string once = round_trip(kMlp, depth);
    EXPECT_EQ(once, round_trip(once, depth)) << "depth " << depth;
  }
}

TEST(TraceText, KeepsProvenanceLocationAndSubsymbolNames) {
  std::string printed = round_trip(kMlp, 1);
  EXPECT_NE(
      printed.find("# Constructed by Fusion (took 2 milliseconds)\ndef computation(x, w1, b1):"),
      std::string::npos)
      << printed;
  EXPECT_NE(printed.find("  # model.py:12: h = self.fc1(x)\n  t0 = ltorch.linear(x, w1, b1)"),
            std::string::npos);
  EXPECT_NE(printed.find("    # t0 = prims.linear(x, w1, b1)  # t0: \"cpu f32[4, 16]\""),
            std::string::npos);
}

TEST(TraceText, SubsymbolNamesFromTheTextAreKept) {
  std::string full = round_trip(kMlp, -1);
  // Rename one printed intermediate of gelu's decomposition; parsing keeps the printed name.
  ASSERT_NE(full.find("# t3 = ltorch.mul"), std::string::npos) << full;
  std::string renamed = std::regex_replace(full, std::regex("\\bt3\\b"), "zz");
  EXPECT_EQ(round_trip(renamed, -1), renamed);
}

TEST(TraceText, HandWrittenTraceGetsTypesAndSubsymbols) {
  Trace t = parse_trace(R"TXT(def computation(a, b):
  # a: "cpu f32[4, 1]"
  # b: "cpu f16[3]"
  c = ltorch.add(a, b)
  return c
)TXT");
  EXPECT_EQ(print_trace(t), R"TXT(def computation(a, b):
  # a: "cpu f32[4, 1]"
  # b: "cpu f16[3]"
  c = ltorch.add(a, b)  # c: "cpu f32[4, 3]"
    # t0 = prims.broadcast_in_dim(a, (4, 3), (0, 1))  # t0: "cpu f32[4, 3]"
    # t1 = prims.convert_element_type(b, torch.float32)  # t1: "cpu f32[3]"
    # t2 = prims.broadcast_in_dim(t1, (4, 3), (1,))  # t2: "cpu f32[4, 3]"
    # c = prims.add(t0, t2)  # c: "cpu f32[4, 3]"
  return c
)TXT");
}

TEST(TraceText, MultipleOutputsAndLiterals) {
  std::string text = R"TXT(def computation(x):
  # x: "cpu f32[7, 2]"
  (a, b, c) = ltorch.chunk(x, 3)  # a: "cpu f32[3, 2]", b: "cpu f32[3, 2]", c: "cpu f32[1, 2]"
  d = ltorch.sum(a, (0, 1), keepdim=False, dtype=torch.float64)  # d: "cpu f64[]"
  e = ltorch.mul(b, -1e-05)  # e: "cpu f32[3, 2]"
  f = ltorch.where(ltorch_is_not_needed_here, e, float('inf'))
  return (d, e, c)
)TXT";
  // An undefined name is an error; without that line the text round-trips.
  EXPECT_NE(parse_error(text).find("bad.trace:6:"), std::string::npos);
  std::string ok = text;
  ok.erase(ok.find("  f = "), ok.find("  return") - ok.find("  f = "));
  EXPECT_EQ(round_trip(ok, 0), ok);
}

TEST(TraceText, DTensorFutureAndNumberTypes) {
  std::string text = R"TXT(def computation(x, y, n):
  # x: "DTensor cuda:1 f32[5, 16] mesh=DeviceMesh('cuda', [[0, 1], [2, 3]]), placements=(Shard(dim=0), Replicate())"
  # y: "cuda:0 bf16[4, 6] strides=(1, 4) requires_grad"
  # n: "float 0.5"
  f = dist.all_gather(y, 2, 0)  # f: "FUTURE cuda:0 bf16[8, 6]"
  t = dist.wait(f)  # t: "cuda:0 bf16[8, 6]"
  return (t,)
)TXT";
  Trace t = parse_trace(text);
  EXPECT_EQ(print_trace(t, {0}), text);
  const TensorType& x = t.params[0].proxy->tensor();
  ASSERT_TRUE(x.dtensor.has_value());
  EXPECT_EQ(x.local_rank(), 1);
  // torch.chunk semantics: 5 rows over 2 shards -> 3 and 2.
  EXPECT_EQ(x.local_shape(0), (Shape{3, 16}));
  EXPECT_EQ(x.local_shape(1), (Shape{3, 16}));
  EXPECT_EQ(x.local_shape(2), (Shape{2, 16}));
  EXPECT_EQ(chunk_extent(5, 4, 3), 0);  // 2, 2, 1, 0
  EXPECT_EQ(
      dtensor_spec_repr(x),
      "DTensorSpec(mesh=DeviceMesh('cuda', [[0, 1], [2, 3]]), placements=(Shard(dim=0), "
      "Replicate()), "
      "tensor_meta=TensorMeta(shape=torch.Size([5, 16]), stride=(16, 1), dtype=torch.float32))");
}

TEST(TraceText, PrologueForm) {
  std::string text = R"TXT(def prologue(*args, **kwargs):
  prims.check_len(args, 2)
  x: "DTensor cuda:0 f32[16, 16] mesh=DeviceMesh('cuda', [0, 1]), placements=(Shard(dim=0),)" = args[0]
  spec0 = x._spec
  prims.check_dtensor_spec_repr(spec0, "DTensorSpec(mesh=DeviceMesh('cuda', [0, 1]), placements=(Shard(dim=0),), tensor_meta=TensorMeta(shape=torch.Size([16, 16]), stride=(16, 1), dtype=torch.float32))")
  t1 = x._local_tensor  # t1: "cuda:0 f32[8, 16]"
  prims.check_tensor_shape_and_metadata(t1, (8, 16), 'cuda:0', torch.float32, True)
  n: "int 3" = args[1]
  prims.check_number_type_and_value(n, 3)
  return None
)TXT";
  Trace t = parse_trace(text);
  // _local_tensor has the local shape of Shard(dim=0) over 2 ranks.
  EXPECT_EQ(t.bsyms[4].output.proxy()->tensor().shape, (Shape{8, 16}));
  EXPECT_EQ(print_trace(t), text);
}

TEST(TraceText, BackwardForm) {
  std::string text = R"TXT(def backward_fn(saved_for_backward, cotangents):
  C0, _, = saved_for_backward
  t0, = cotangents  # t0: "cpu f32[16, 16]"
  w, x, = C0  # w: "cpu f32[16, 16]", x: "cpu f32[16, 16]"
  t1 = prims.mul(w, t0)  # t1: "cpu f32[16, 16]"
  t2 = prims.mul(x, t0)  # t2: "cpu f32[16, 16]"
  del w, x
  return (t1, t2)
)TXT";
  EXPECT_EQ(print_trace(parse_trace(text)), text);
}

TEST(TraceText, PrologueAndComputationInOneFile) {
  std::string text =
      "def prologue(*args, **kwargs):\n  prims.check_len(args, 1)\n  return None\n\n" +
      std::string(kMlp);
  auto traces = parse_traces(text);
  ASSERT_EQ(traces.size(), 2u);
  EXPECT_EQ(main_trace(traces).fn_name, "computation");
}

TEST(TraceText, PythonFloatRepr) {
  EXPECT_EQ(python_float_repr(1e-05), "1e-05");
  EXPECT_EQ(python_float_repr(0.0001), "0.0001");
  EXPECT_EQ(python_float_repr(2.0), "2.0");
  EXPECT_EQ(python_float_repr(-0.5), "-0.5");
  EXPECT_EQ(python_float_repr(1e16), "1e+16");
  EXPECT_EQ(python_float_repr(123456789.125), "123456789.125");
  EXPECT_EQ(python_float_repr(0.1), "0.1");
  EXPECT_EQ(python_float_repr(1.0 / 0.0), "float('inf')");
  EXPECT_EQ(python_str_repr("it's"), "\"it's\"");
}

struct BadInput {
  const char* what;
  std::string text;
  std::string expected;  // a substring of the message, including its position
};

std::string fn(const std::string& body, const std::string& params = "x",
               const std::string& types = "  # x: \"cpu f32[4, 8]\"\n") {
  return "def computation(" + params + "):\n" + types + body;
}

TEST(TraceTextErrors, EveryClassOfBadInputNamesLineColumnAndProblem) {
  std::vector<BadInput> cases = {
      {"unknown op", fn("  y = ltorch.frobnicate(x)\n  return y\n"),
       "bad.trace:3:7: unknown op 'ltorch.frobnicate'"},
      {"too many arguments", fn("  y = ltorch.exp(x, x)\n  return y\n"),
       "bad.trace:3:7: ltorch.exp() takes 1 positional argument but 2 were given"},
      {"unknown keyword", fn("  y = ltorch.sum(x, dims=1)\n  return y\n"),
       "bad.trace:3:7: ltorch.sum() got an unexpected keyword argument 'dims'"},
      {"missing argument", fn("  y = ltorch.add(x)\n  return y\n"),
       "ltorch.add() missing required argument 'b'"},
      {"undefined name", fn("  y = ltorch.add(x, z)\n  return y\n"),
       "bad.trace:3:21: undefined name 'z'"},
      {"bad type string: dtype", fn("  return x\n", "x", "  # x: \"cpu f33[4, 8]\"\n"),
       "bad.trace:2:13: bad type string \"cpu f33[4, 8]\": unknown dtype 'f33'"},
      {"bad type string: device", fn("  return x\n", "x", "  # x: \"tpu f32[4]\"\n"),
       "bad.trace:2:9: bad type string \"tpu f32[4]\": expected a device"},
      {"bad type string: placements",
       fn("  return x\n", "x",
          "  # x: \"DTensor cuda:0 f32[4] mesh=DeviceMesh('cuda', [0, 1]), "
          "placements=(Shard(dim=3),)\"\n"),
       "Shard(dim=3) is out of range for rank 1"},
      {"shape mismatch in type comment",
       fn("  y = ltorch.exp(x)  # y: \"cpu f32[4, 9]\"\n  return y\n"),
       "bad.trace:3:7: type comment says y: \"cpu f32[4, 9]\" but ltorch.exp gives \"cpu f32[4, "
       "8]\""},
      {"dtype mismatch in type comment",
       fn("  y = ltorch.exp(x)  # y: \"cpu f16[4, 8]\"\n  return y\n"),
       "but ltorch.exp gives \"cpu f32[4, 8]\""},
      {"broadcast failure from meta",
       fn("  y = ltorch.add(x, w)\n  return y\n", "x, w",
          "  # x: \"cpu f32[4, 8]\"\n  # w: \"cpu f32[3]\"\n"),
       "bad.trace:4:7: ltorch.add: shapes [4, 8] and [3] cannot be broadcast"},
      {"linear shape mismatch",
       fn("  y = ltorch.linear(x, w)\n  return y\n", "x, w",
          "  # x: \"cpu f32[4, 8]\"\n  # w: \"cpu f32[3, 7]\"\n"),
       "prims.linear: input f32[4, 8] and weight f32[3, 7] do not match (8 vs 7 input features)"},
      {"dim out of range", fn("  y = ltorch.softmax(x, 2)\n  return y\n"),
       "dimension out of range (expected to be in range of [-2, 1], but got 2)"},
      {"wrong arity of assignment", fn("  (a, b) = ltorch.chunk(x, 4)\n  return a\n"),
       "bad.trace:3:12: ltorch.chunk returns 4 values but 2 names are assigned"},
      {"redefinition", fn("  x = ltorch.exp(x)\n  return x\n"),
       "bad.trace:3:3: name 'x' is already defined"},
      {"no return", fn("  y = ltorch.exp(x)\n"), "has no return statement"},
      {"statement after return", fn("  return x\n  y = ltorch.exp(x)\n"),
       "bad.trace:4:3: statement after return"},
      {"unterminated string", fn("  y = ltorch.gelu(x, approximate='tanh)\n  return y\n"),
       "bad.trace:3:34: unterminated string"},
      {"unknown dtype literal", fn("  y = ltorch.to(x, torch.float12)\n  return y\n"),
       "unknown dtype 'torch.float12'"},
      {"bad keyword value", fn("  y = ltorch.gelu(x, approximate='fast')\n  return y\n"),
       "approximate must be 'none' or 'tanh', got 'fast'"},
      {"bad indentation", fn("  y = ltorch.exp(x)\n      z = ltorch.exp(y)\n  return z\n"),
       "bad.trace:4:7: unexpected indentation"},
      {"tab indentation", fn("\ty = ltorch.exp(x)\n  return y\n"),
       "bad.trace:3:1: tabs are not allowed for indentation; use spaces"},
      {"not a function", "y = 1\n", "bad.trace:1:1: expected 'def NAME(...):'"},
      {"empty file", "", "no function found"},
      {"integer prim on float", fn("  y = prims.bitwise_and(x, x)\n  return y\n"),
       "prims.bitwise_and: expected integer or bool tensors, got f32"},
      {"prims do not broadcast",
       fn("  y = prims.add(x, w)\n  return y\n", "x, w",
          "  # x: \"cpu f32[4, 8]\"\n  # w: \"cpu f32[8]\"\n"),
       "prims.add: prims do not broadcast: 'a' has shape [4, 8] but 'b' has shape [8]"},
      {"cross_entropy target dtype",
       fn("  y = ltorch.cross_entropy(x, t)\n  return y\n", "x, t",
          "  # x: \"cpu f32[4, 8]\"\n  # t: \"cpu i32[4]\"\n"),
       "expected class indices of dtype i64 or probabilities of the input's dtype as target, "
       "got i32[4]"},
      {"dropout probability", fn("  y = ltorch.dropout(x, 1.5)\n  return y\n"),
       "dropout probability has to be between 0 and 1, but got 1.5"},
  };
  for (const auto& c : cases) {
    std::string msg = parse_error(c.text);
    EXPECT_NE(msg.find(c.expected), std::string::npos)
        << c.what << "\n  expected: " << c.expected << "\n  got:      " << msg;
  }
}

TEST(Passes, DceRemovesUnusedAndKeepsSideEffects) {
  Trace t = parse_trace(R"TXT(def computation(x, y):
  # x: "cpu f32[4]"
  # y: "cpu f32[4]"
  a = ltorch.exp(x)
  b = ltorch.log(a)
  c = ltorch.mul(x, 2.0)
  d = prims.copy_(c, y)
  del a
  return (c,)
)TXT");
  Trace d = dce(t);
  std::string p = print_trace(d, {0});
  EXPECT_EQ(p.find("ltorch.exp"), std::string::npos) << p;
  EXPECT_EQ(p.find("ltorch.log"), std::string::npos) << p;
  EXPECT_EQ(p.find("del a"), std::string::npos) << p;
  EXPECT_NE(p.find("prims.copy_(c, y)"), std::string::npos) << p;
  EXPECT_NE(p.find("# Constructed by Dead Code Elimination"), std::string::npos) << p;
  EXPECT_EQ(print_trace(parse_trace(p), {0}), p);
}

TEST(Passes, PipelineKeepsEveryTraceWithProvenance) {
  Trace t = parse_trace(kMlp);
  codegen::Executable e = codegen::compile(t, {.target = codegen::Target::Cpu, .emit = false});
  const TraceHistory& h = e.traces;
  ASSERT_EQ(h.size(), 5u);  // computation, CSE, DCE, prologue, fusion
  EXPECT_EQ(h[0].first, "Computation");
  EXPECT_EQ(h[3].first, "Prologue");
  EXPECT_EQ(h[4].first, "Fusion");
  EXPECT_EQ(h[4].second.header.at(0).rfind("Constructed by Delete Last Used", 0), 0u)
      << h[4].second.header.at(0);
  EXPECT_EQ(
      h[1].second.header.at(0).rfind("Constructed by Common Subexpression Elimination (took ", 0),
      0u);
  EXPECT_EQ(h[2].second.header.at(0).rfind("Constructed by Dead Code Elimination (took ", 0), 0u);
  EXPECT_EQ(print_trace(h[0].second), print_trace(t));
}

TEST(Passes, CseMergesEqualCallsOnly) {
  Trace t = parse_trace(R"TXT(def computation(x):
  # x: "cpu f32[4]"
  a = ltorch.mul(x, 2.0)
  b = ltorch.mul(x, 2.0)
  c = ltorch.mul(x, 2)
  d = ltorch.add(a, b)
  e = ltorch.add(b, c)
  f = ltorch.add(a, a)
  return (d, e, f)
)TXT");
  std::string p = print_trace(dce(cse(t)), {0});
  EXPECT_EQ(p.find("b = "), std::string::npos) << p;
  EXPECT_NE(p.find("c = ltorch.mul(x, 2)"), std::string::npos)
      << p;  // 2 and 2.0 print differently: kept
  EXPECT_NE(p.find("d = ltorch.add(a, a)"), std::string::npos) << p;
  EXPECT_NE(p.find("e = ltorch.add(a, c)"), std::string::npos) << p;
  EXPECT_EQ(p.find("f = "), std::string::npos) << p;  // same as d
  EXPECT_NE(p.find("return (d, e, d)"), std::string::npos) << p;
}
}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// Malformed text must give an Error, never a crash or an internal error:
// mutate each example (delete, replace, truncate) and parse every variant.
TEST(TraceTextErrors, MutatedExamplesNeverCrash) {
  int parsed = 0, rejected = 0;
  for (const char* name : {"mlp", "attention", "llama_mlp", "layer_norm_residual", "mixed_dtype"}) {
    std::ifstream in(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace");
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    ASSERT_FALSE(text.empty()) << name;
    std::vector<std::string> variants;
    for (size_t i = 0; i < text.size(); i += 3) {
      variants.push_back(text.substr(0, i));                       // truncated
      variants.push_back(text.substr(0, i) + text.substr(i + 1));  // one character deleted
      for (char c : std::string("()[],=:#\"'x1- \n"))
        variants.push_back(text.substr(0, i) + c + text.substr(i + 1));  // replaced
    }
    for (const auto& v : variants) {
      try {
        for (const auto& t : parse_traces(v, "m.trace")) print_trace(t);
        ++parsed;
      } catch (const Error&) {
        ++rejected;
      } catch (const std::exception& e) {
        ADD_FAILURE() << "not a fulgur::Error: " << e.what() << "\n" << v;
        return;
      }
    }
  }
  EXPECT_GT(rejected, 0);
  EXPECT_GT(parsed, 0);
}

// replace_statement (fulgur.spmd.Trace.replace): the text is parsed on its
// own, so renaming works on names, not on words of the text.
const char* kTwoOutputs = R"TXT(def computation(x, w):
  # x: "cpu f32[4, 3]"
  # w: "cpu f32[3, 2]"
  dim = ltorch.neg(x)  # dim: "cpu f32[4, 3]"
  t0 = ltorch.matmul(x, w)  # t0: "cpu f32[4, 2]"
  return (t0, dim)
)TXT";

std::string replace_error(const Trace& t, size_t index, const std::string& text) {
  try {
    replace_statement(t, index, text);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(ReplaceStatement, RenamesAClashingTemporaryButNotAKeywordOfItsName) {
  Trace t = parse_trace(kTwoOutputs, "t.trace");
  // `dim` is the trace's name too: the temporary is renamed, the keyword
  // argument dim= is not (a rename over the text's words turned it into
  // dim_r=1, which ltorch.sum does not take).
  Trace r = replace_statement(t, 1,
                              "# the product, by hand\n"
                              "dim = ltorch.mul(x, 2.0)\n"
                              "s = ltorch.sum(dim, dim=1, keepdim=True)\n"
                              "t0 = ltorch.matmul(dim, w)\n");
  std::string text = print_trace(r, {0});
  EXPECT_NE(text.find("  dim = ltorch.neg(x)"), std::string::npos) << text;
  EXPECT_NE(text.find("  # the product, by hand\n  dim_r = ltorch.mul(x, 2.0)"), std::string::npos)
      << text;
  EXPECT_NE(text.find("s = ltorch.sum(dim_r, dim=1, keepdim=True)"), std::string::npos) << text;
  EXPECT_NE(text.find("t0 = ltorch.matmul(dim_r, w)"), std::string::npos) << text;
  EXPECT_NE(text.find("return (t0, dim)"), std::string::npos) << text;
  EXPECT_EQ(text.find("ltorch.matmul(x, w)"), std::string::npos) << text;
  // A temporary whose name is free keeps it; the text of the result parses back the same.
  Trace r2 = replace_statement(t, 1, "wt = ltorch.mul(w, 1.0)\nt0 = ltorch.matmul(x, wt)");
  std::string text2 = print_trace(r2, {0});
  EXPECT_NE(text2.find("  wt = ltorch.mul(w, 1.0)"), std::string::npos) << text2;
  EXPECT_EQ(print_trace(parse_trace(text2, "r.trace"), {0}), text2);
  // Comments stay, the text's last ones too; one shaped like an input's type
  // comment is a comment, not a type.
  Trace r3 = replace_statement(t, 1, "# x: \"cpu f32[9]\"\nt0 = ltorch.matmul(x, w)\n# done");
  std::string text3 = print_trace(r3, {0});
  EXPECT_NE(text3.find("  # x: \"cpu f32[9]\"\n  t0 = ltorch.matmul(x, w)"), std::string::npos)
      << text3;
  EXPECT_NE(text3.find("  # done\n  return (t0, dim)"), std::string::npos) << text3;
}

TEST(ReplaceStatement, TheReturnAndItsErrors) {
  Trace t = parse_trace(kTwoOutputs, "t.trace");
  // The return statement: the text ends with a return of its own.
  Trace r = replace_statement(t, 2, "scaled = ltorch.mul(t0, 3.0)\nreturn (scaled, dim)");
  EXPECT_NE(print_trace(r, {0}).find("return (scaled, dim)"), std::string::npos);
  EXPECT_NE(replace_error(t, 2, "scaled = ltorch.mul(t0, 3.0)").find("does not return"),
            std::string::npos);
  EXPECT_NE(replace_error(t, 1, "t0 = ltorch.matmul(x, w)\nreturn (t0,)")
                .find("only a replacement of the return"),
            std::string::npos);
  // Each output assigned; names read are those defined before the statement.
  std::string e = replace_error(t, 1, "t1 = ltorch.matmul(x, w)");
  EXPECT_NE(e.find("the replacement of 't0 = ltorch.matmul(x, w)"), std::string::npos) << e;
  EXPECT_NE(e.find("does not assign 't0'"), std::string::npos) << e;
  e = replace_error(t, 0, "dim = ltorch.neg(t0)");
  EXPECT_NE(e.find("does not parse"), std::string::npos) << e;
  EXPECT_NE(e.find("undefined name 't0'"), std::string::npos) << e;
  // Each output keeps its type (the return reads t0 with no type of its own).
  e = replace_error(t, 1, "t0 = ltorch.transpose(x, 0, 1)");
  EXPECT_NE(e.find("gives t0: \"cpu f32[3, 4]\" where the statement gave \"cpu f32[4, 2]\""),
            std::string::npos)
      << e;
  EXPECT_NE(replace_error(t, 3, "t0 = ltorch.neg(x)").find("out of range"), std::string::npos);
}

}  // namespace
}  // namespace fulgur
