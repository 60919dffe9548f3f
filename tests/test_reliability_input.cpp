// Hostile input: every class of bad trace text, type string, .npy file,
// input path and CLI option gets a clear Error (exit 1 from the CLI), never a
// crash, a hang, an internal error or a silently wrong answer.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.h"
#include "ir/checked_math.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/proxy.h"
#include "runtime/cpu_comm.h"
#include "runtime/host_tensor.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/store.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

// Parses `text`; returns the Error's message, "" when it parses. Any other
// exception fails the test (an internal error reachable from input).
std::string parse_error(const std::string& text) {
  try {
    parse_traces(text, "bad.trace");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// A one-input trace whose first statement's argument is `arg`.
std::string with_arg(const std::string& arg) {
  return "def computation(x):\n  # x: \"cpu f32[4]\"\n  t0 = ltorch.mul(x, " + arg +
         ")\n  return (t0,)\n";
}

std::string with_type(const std::string& type) {
  return "def computation(x):\n  # x: \"" + type + "\"\n  return (x,)\n";
}

#define EXPECT_CONTAINS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << (haystack)

fs::path scratch(const std::string& name) {
  fs::path d =
      fs::temp_directory_path() / ("fulgur_reliability_" + std::to_string(::getpid())) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

// Deep nesting used to recurse once per level and overflow the stack
// (SIGSEGV) at ~100k levels; now it is an error naming the limit.
TEST(HostileInput, DeepNestingIsAnErrorNotAStackOverflow) {
  const int n = 200000;
  for (const std::string& arg :
       {std::string(n, '(') + "2" + std::string(n, ')'), std::string(n, '-') + "2",
        std::string(n, '[') + std::string(n, ']')}) {
    std::string msg = parse_error(with_arg(arg));
    EXPECT_CONTAINS(msg, "bad.trace:3:");
    EXPECT_CONTAINS(msg, "nested deeper than 100 levels");
  }
  std::string mesh = "DTensor cuda:0 f32[4] mesh=DeviceMesh('cuda', " + std::string(n, '[') + "0" +
                     std::string(n, ']') + "), placements=(Replicate(),)";
  std::string msg = parse_error(with_type(mesh));
  EXPECT_CONTAINS(msg, "bad.trace:2:");
  EXPECT_CONTAINS(msg, "nested deeper than 64 levels");
  EXPECT_LT(msg.size(), 1000u) << "the message quotes an excerpt, not the whole type string";
  // Nesting within the limit still parses.
  EXPECT_EQ(parse_error(with_arg(std::string(50, '(') + "2" + std::string(50, ')'))), "");
}

// std::stoi/stod/stoll used to throw std::out_of_range (exit 3).
TEST(HostileInput, NumbersOutOfRangeAreErrors) {
  EXPECT_CONTAINS(parse_error(with_type("float 1e999")), "float value 1e999 is out of range");
  EXPECT_CONTAINS(parse_error(with_arg("1e999")), "bad.trace:3:22: float literal out of range");
  EXPECT_EQ(parse_error(with_arg("1e-400")), "") << "underflow is 0, as in Python";
  EXPECT_CONTAINS(parse_error("def computation(x, *args):\n  # x: \"cpu f32[4]\"\n"
                              "  y: \"cpu f32[4]\" = args[99999999999999999999]\n"
                              "  return (y,)\n"),
                  "bad.trace:3:26: index out of range: 99999999999999999999");
  EXPECT_CONTAINS(parse_error(with_type("cuda:99999999999 f32[4]")),
                  "device index 99999999999 is out of range");
  // A "location" whose line number does not fit is kept as a comment.
  std::vector<Trace> t = parse_traces(
      "def computation(x):\n  # x: \"cpu f32[4]\"\n  # foo.py:99999999999999999999\n"
      "  t0 = ltorch.mul(x, 2)\n  return (t0,)\n",
      "t.trace");
  EXPECT_FALSE(t[0].bsyms.at(0).loc.has_value());
  EXPECT_EQ(t[0].bsyms.at(0).header, std::vector<std::string>{"foo.py:99999999999999999999"});
}

// Sizes and strides that overflow 64 bits used to wrap: 2^62 strides made
// rows alias (a "successful" run), 2^60 ended in SIGBUS, shape products
// wrapped to 0 elements.
TEST(HostileInput, SizesAndStridesThatOverflowAreErrors) {
  EXPECT_CONTAINS(parse_error(with_type("cpu f32[4, 4] strides=(4611686018427387904, 1)")),
                  "is too large to address");
  EXPECT_CONTAINS(parse_error(with_type("cpu f32[4, 4] strides=(1152921504606846976, 1)")),
                  "is too large to address");
  EXPECT_CONTAINS(parse_error(with_type("cpu f32[4294967296, 4294967296, 16]")),
                  "element count: 4294967296 * 4294967296 overflows");
  EXPECT_CONTAINS(parse_error(with_type("cpu f64[2305843009213693952]")),
                  "size in bytes: 2305843009213693952 * 8 overflows");
  // Shapes computed by an op from its arguments are checked too.
  EXPECT_CONTAINS(parse_error("def computation():\n  t0 = prims.full((4294967296, 4294967296, "
                              "16), 1.0, device='cpu', dtype=torch.float32)\n  return (t0,)\n"),
                  "is too large to address");
  // reshape's product used to wrap to the input's size and be accepted.
  EXPECT_CONTAINS(parse_error("def computation(x):\n  # x: \"cpu f32[4, 6]\"\n  t0 = "
                              "ltorch.reshape(x, (4611686018427387905, 4, 6))\n  return (t0,)\n"),
                  "bad.trace:3:8: ");
  // A huge slice step used to overflow the ceil and give 0 rows instead of 1.
  EXPECT_EQ(parse_error("def computation(x):\n  # x: \"cpu f32[4, 6]\"\n  t0 = prims.slice(x, "
                        "(0, 0), (4, 6), (9223372036854775807, 1))  # t0: \"cpu f32[1, 6]\"\n"
                        "  return (t0,)\n"),
            "");
  // chunk's size used to overflow (an endless loop); a count of pieces
  // beyond any trace is an error.
  auto chunk = [](const std::string& type, const std::string& call) {
    return parse_error("def computation(x):\n  # x: \"" + type + "\"\n  (a, b, c, d) = " + call +
                       "\n  return (a,)\n");
  };
  EXPECT_EQ(chunk("cpu f32[4, 6]", "ltorch.chunk(x, 9223372036854775807, 0)"), "");
  EXPECT_CONTAINS(chunk("cpu f32[0, 6]", "ltorch.chunk(x, 9223372036854775807, 0)"),
                  "would give 9223372036854775807 tensors (at most 65536)");
  EXPECT_CONTAINS(chunk("cpu u8[1099511627776]", "ltorch.split(x, 1, 0)"),
                  "would give 1099511627776 tensors (at most 65536)");
  EXPECT_CONTAINS(chunk("cpu f32[4]", "ltorch.split(x, [9223372036854775807, 1, 1, 1], 0)"),
                  "sum of the sections");
  // Ranks beyond 64 are an error (rank 100000 used to take a minute to run).
  std::string rank65 = "cpu f32[1";
  for (int i = 1; i < 65; ++i) rank65 += ", 1";
  EXPECT_CONTAINS(parse_error(with_type(rank65 + "]")),
                  "a tensor of rank 65 has more dims than the limit (64)");
  EXPECT_EQ(parse_error(with_type(rank65.substr(0, rank65.size() - 3) + "]")), "");
  // A DTensor's local extent used to overflow (n + chunks - 1) near 2^63.
  EXPECT_EQ(chunk_extent(INT64_MAX, 3, 0), 3074457345618258603);
  EXPECT_EQ(chunk_extent(INT64_MAX, 3, 2), 3074457345618258601);
  EXPECT_EQ(chunk_extent(10, 4, 3), 1);
  EXPECT_EQ(chunk_extent(2, 4, 3), 0);
  EXPECT_EQ(chunk_extent(0, 4, 0), 0);
  // The largest addressable sizes still parse.
  EXPECT_EQ(parse_error(with_type("cpu u8[4611686018427387904]")), "");
  EXPECT_EQ(parse_error(with_type("cpu f32[2, 2] strides=(1152921504606846975, 0)")), "");

  EXPECT_THROW(contiguous_strides({4, 4611686018427387904, 4}), Error);
  EXPECT_EQ(contiguous_strides({4611686018427387904, 2}), (Shape{2, 1}));
  try {
    HostTensor::empty_strided({4, 4}, {4611686018427387904, 1}, DType::f32);
    FAIL() << "expected an Error";
  } catch (const Error& e) {
    EXPECT_CONTAINS(e.what(), "overflows 64-bit integers");
  }
  EXPECT_THROW(HostTensor::empty({-4}, DType::f32), Error);
  EXPECT_THROW(HostTensor::uninitialized({3037000500, 3037000500}, DType::f32), Error);
  EXPECT_THROW(checked_mul(INT64_MAX, 2, "x"), Error);
  EXPECT_EQ(checked_add(INT64_MAX - 1, 1, "x"), INT64_MAX);
}

// Decision: strides whose elements may share memory (a 0 stride, dims that
// interleave) are accepted on tensors that are only read, as PyTorch's
// expanded tensors are, and rejected as a copy_ destination, which used to
// give a result that differs from libtorch's without an error.
TEST(HostileInput, OverlappingStridesAreReadOnly) {
  EXPECT_TRUE(may_overlap({4, 4}, {1, 1}));
  EXPECT_TRUE(may_overlap({4, 4}, {0, 1}));
  EXPECT_TRUE(may_overlap({2, 3}, {1, 1}));
  EXPECT_FALSE(may_overlap({4, 6}, {1, 4}));
  EXPECT_FALSE(may_overlap({4, 4}, {4, 1}));
  EXPECT_FALSE(may_overlap({4, 4}, {9, 2}));
  EXPECT_FALSE(may_overlap({0, 4}, {0, 0}));
  EXPECT_FALSE(may_overlap({1, 4}, {0, 1}));
  const char* copy = R"TXT(def computation(x, y):
  # x: "cpu f32[4, 4] strides=(STRIDES)"
  # y: "cpu f32[4, 4]"
  t0 = prims.copy_(y, x)
  return (t0,)
)TXT";
  auto with_strides = [&](const std::string& st) {
    std::string t = copy;
    return t.replace(t.find("STRIDES"), 7, st);
  };
  EXPECT_CONTAINS(parse_error(with_strides("1, 1")), "bad.trace:4:8: prims.copy_: copy_to has");
  EXPECT_CONTAINS(parse_error(with_strides("0, 1")), "may share memory");
  EXPECT_EQ(parse_error(with_strides("1, 4")), "");
  EXPECT_EQ(parse_error(with_type("cpu f32[4, 4] strides=(1, 1)")), "");
  EXPECT_CONTAINS(parse_error(with_type("DTensor cuda:0 f32[4] mesh=DeviceMesh('cuda', [0, 0]), "
                                        "placements=(Replicate(),)")),
                  "rank 0 appears twice in the mesh");
}

void write_npy_raw(const fs::path& path, const std::string& header, const std::string& data = "") {
  std::string h = header;
  size_t total = 10 + h.size() + 1;
  h += std::string((64 - total % 64) % 64, ' ') + "\n";
  std::ofstream out(path, std::ios::binary);
  out.write("\x93NUMPY\x01\x00", 8);
  char len[2] = {static_cast<char>(h.size() & 0xff), static_cast<char>(h.size() >> 8)};
  out.write(len, 2);
  out << h << data;
}

std::string npy_error(const fs::path& path) {
  try {
    read_npy(path.string());
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// Malformed headers used to read past the header (ASan) or throw
// std::invalid_argument from std::stoll (exit 3); a header declaring 10^12
// elements allocated before noticing the file holds no data.
TEST(HostileInput, MalformedNpyHeadersAreErrors) {
  fs::path d = scratch("npy");
  const std::string pre = "{'descr': '<f4', 'fortran_order': False, 'shape': ";
  struct Case {
    std::string header, expect;
  };
  for (const Case& c : std::vector<Case>{
           {pre + "(4, abc), }", "expected a non-negative integer extent in 'shape', found 'abc'"},
           {"{'descr':", "'descr' must be a string"},
           {"{'descr': '<f4", "unterminated string"},
           {pre + "(4,", "found 'the end'"},
           {pre + "(-4,), }", "non-negative integer extent"},
           {pre + "(99999999999999999999999,), }",
            "extent 99999999999999999999999 is out of range"},
           {pre + "(4294967296, 4294967296, 16), }", "too large to address"},
           {"{'descr': '<f4', 'fortran_order': True, 'shape': (4611686018427387904, 4), }",
            "too large to address"},
           {"{'descr': '<f4', 'shape': (4,), }", "no 'fortran_order' key"},
           {pre + "(4,), 'extra': 1, }", "unexpected key 'extra'"},
           {"{'descr': '>f4', 'fortran_order': False, 'shape': (4,), }", "unsupported .npy dtype"},
           {pre + "(1099511627776,), }",
            "declares f32[1099511627776] (4398046511104 bytes of data) but the file holds 0 "
            "bytes"},
       }) {
    write_npy_raw(d / "x.npy", c.header);
    std::string msg = npy_error(d / "x.npy");
    EXPECT_CONTAINS(msg, c.expect);
    EXPECT_CONTAINS(msg, (d / "x.npy").string());
  }
  // Extra bytes after the data are as wrong as missing ones.
  write_npy_raw(d / "x.npy", pre + "(2,), }", std::string(12, '\0'));
  EXPECT_CONTAINS(npy_error(d / "x.npy"), "holds 12 bytes after the header");
  write_npy_raw(d / "x.npy", pre + "(2,), }", std::string(8, '\0'));
  EXPECT_EQ(npy_error(d / "x.npy"), "");
  // A header length beyond the file.
  {
    std::ofstream out(d / "short.npy", std::ios::binary);
    out.write("\x93NUMPY\x01\x00\xff\x7f{", 11);
  }
  EXPECT_CONTAINS(npy_error(d / "short.npy"), "truncated .npy header");
}

// A FIFO as an input used to block forever; a symlink loop escaped as
// std::filesystem::filesystem_error (exit 3).
TEST(HostileInput, InputPathsMustBeRegularFiles) {
  fs::path d = scratch("paths");
  ASSERT_EQ(::mkfifo((d / "x.npy").c_str(), 0600), 0);
  fs::create_symlink("y.npy", d / "y.npy");
  fs::create_directories(d / "z.npy");
  EXPECT_CONTAINS(npy_error(d / "x.npy"), "is a FIFO, expected a regular file");
  EXPECT_CONTAINS(npy_error(d / "y.npy"), "Too many levels of symbolic links");
  EXPECT_CONTAINS(npy_error(d / "z.npy"), "is a directory, expected a regular file");
  auto load = [&](const std::string& name) -> std::string {
    Trace t = parse_trace("def computation(" + name + "):\n  # " + name +
                              ": \"cpu f32[4]\"\n  return (" + name + ",)\n",
                          "t.trace");
    try {
      load_inputs(t, d.string());
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_CONTAINS(load("x"), "is a FIFO");
  EXPECT_CONTAINS(load("y"), "Too many levels of symbolic links");
  EXPECT_CONTAINS(load("w"), "argument 'w': missing input file");
  try {
    parse_trace_file((d / "x.npy").string());
    FAIL() << "expected an Error";
  } catch (const Error& e) {
    EXPECT_CONTAINS(e.what(), "trace file '" + (d / "x.npy").string() + "' is a FIFO");
  }
  EXPECT_THROW(parse_trace_file("/dev/zero"), Error);
}

TEST(HostileInput, StringEscapesAreChecked) {
  EXPECT_CONTAINS(parse_error(with_arg("'a\\qb'")), "bad.trace:3:24: unsupported escape '\\q'");
  EXPECT_CONTAINS(parse_error(with_arg("'abc")), "bad.trace:3:22: unterminated string");
  EXPECT_CONTAINS(parse_error(with_arg("'abc\\")), "unsupported escape '\\)'");
  EXPECT_CONTAINS(parse_error("def computation(x):\n  return 'abc\\\n"),
                  "bad.trace:2:10: unterminated string");
  EXPECT_CONTAINS(parse_error(with_arg(std::string("\x01"))), "unexpected character '\\x01'");
}

// The CLI end to end: exit 1 with the message, no hang, no exit 3.
TEST(HostileInput, CliRejectsHostileInputWithExit1) {
  fs::path d = scratch("cli");
  const std::string cli = "timeout 60 " + testing::kCli;
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(d / name) << text;
    return (d / name).string();
  };
  auto [c1, o1] = testing::run_command(
      cli + " print " +
      write("paren.trace", with_arg(std::string(100000, '(') + "2" + std::string(100000, ')'))));
  EXPECT_EQ(c1, 1) << o1;
  EXPECT_CONTAINS(o1, "nested deeper than 100 levels");
  auto [c2, o2] = testing::run_command(
      cli + " run " +
      write("alias.trace",
            "def computation(x):\n  # x: \"cpu f32[4, 4] strides=(4611686018427387904, "
            "1)\"\n  t0 = ltorch.mul(x, 2)\n  return (t0,)\n") +
      " --check");
  EXPECT_EQ(c2, 1) << o2;
  EXPECT_CONTAINS(o2, "too large to address");
  std::string small = write("small.trace", with_arg("2"));
  ASSERT_EQ(::mkfifo((d / "fifo.trace").c_str(), 0600), 0);
  auto [c3, o3] = testing::run_command(cli + " print " + (d / "fifo.trace").string());
  EXPECT_EQ(c3, 1) << o3;
  EXPECT_CONTAINS(o3, "is a FIFO");
  fs::create_directories(d / "in");
  ASSERT_EQ(::mkfifo((d / "in" / "x.npy").c_str(), 0600), 0);
  auto [c4, o4] = testing::run_command(cli + " run " + small + " --inputs " + (d / "in").string());
  EXPECT_EQ(c4, 1) << o4;
  EXPECT_CONTAINS(o4, "is a FIFO");
  // Numeric options are range-checked.
  for (const auto& [opts, expect] : std::vector<std::pair<std::string, std::string>>{
           {"bench " + small + " --threads 100000", "--threads expects an integer from 1 to 4096"},
           {"bench " + small + " --reps 0", "--reps expects an integer from 1 to 1000000"},
           {"print " + small + " --depth 99999999999", "--depth expects an integer from -1 to"},
           {"run " + small + " --seed -1", "--seed expects an integer from 0 to"},
           {"warmup " + small + " -j 99999", "-j expects an integer from 0 to 4096"},
           {"run " + small + " --seed 99999999999999999999", "--seed expects an integer"},
       }) {
    auto [c, o] = testing::run_command(cli + " " + opts);
    EXPECT_EQ(c, 1) << opts << "\n" << o;
    EXPECT_CONTAINS(o, expect);
  }
  auto [c5, o5] = testing::run_command("FULGUR_NUM_THREADS=0 " + cli + " bench " + small);
  EXPECT_EQ(c5, 1) << o5;
  EXPECT_CONTAINS(o5, "FULGUR_NUM_THREADS: expected a positive number of threads");
}

// FULGUR_COMM_TIMEOUT_S=inf passed the check and overflowed the millisecond
// count (undefined behaviour: a negative timeout on x86).
TEST(HostileInput, CommTimeoutIsRangeChecked) {
  fs::path d = scratch("comm");
  FileStore store(d);
  for (const char* bad : {"inf", "1e300", "0", "-5", "nan", "5s"}) {
    ::setenv("FULGUR_COMM_TIMEOUT_S", bad, 1);
    try {
      CpuCommunicator::create(store, 0, 1, "127.0.0.1", std::string("t") + bad);
      ADD_FAILURE() << "FULGUR_COMM_TIMEOUT_S=" << bad << " was accepted";
    } catch (const Error& e) {
      EXPECT_CONTAINS(e.what(), "FULGUR_COMM_TIMEOUT_S: expected a number of seconds in");
    }
  }
  ::setenv("FULGUR_COMM_TIMEOUT_S", "30", 1);
  EXPECT_NO_THROW(CpuCommunicator::create(store, 0, 1, "127.0.0.1", "tok"));
  ::unsetenv("FULGUR_COMM_TIMEOUT_S");
}

}  // namespace
}  // namespace fulgur
