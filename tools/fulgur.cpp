// fulgur: the command-line front door. `fulgur print` parses and prints
// traces; `fulgur run` runs one, optionally checking it against libtorch.
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/pipeline.h"
#include "ir/printer.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/reference_executor.h"

namespace {

using namespace fulgur;

const char* kUsage =
    "usage: fulgur <command> [options]\n"
    "\n"
    "commands:\n"
    "  print FILE [--depth N]     parse a trace file and print it (--passes: after each pass)\n"
    "  run FILE [--check] ...     run a trace; --check compares with libtorch\n"
    "\n"
    "'fulgur <command> --help' describes a command.\n";

const char* kPrintHelp =
    "usage: fulgur print FILE [--depth N] [--passes]\n"
    "\n"
    "Parses FILE (every function in it) and prints it again.\n"
    "  --depth N   levels of subsymbols to print as comments (default 1, -1 for all)\n"
    "  --passes    print the main function after each IR pass (CSE, DCE) as well\n";

const char* kRunHelp =
    "usage: fulgur run FILE [--check] [--seed N] [--inputs DIR] [--save-outputs DIR]\n"
    "\n"
    "Runs the trace's 'computation' function (or its only/last function) on the\n"
    "fastest path fulgur has (today: prim-level execution through libtorch).\n"
    "  --check             also run the reference executor (each ltorch op through its\n"
    "                      libtorch namesake) and compare every output; prints max abs/rel\n"
    "                      error per output, exits 1 on a mismatch beyond the dtype's tolerance\n"
    "  --seed N            seed for random inputs (default 0); values respect each op's domain\n"
    "  --inputs DIR        read DIR/NAME.npy for each tensor argument instead\n"
    "  --save-outputs DIR  write each output to DIR/NAME.npy (bf16 as f32)\n";

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;  // --name -> value ("" for flags)
};

Args parse_args(int argc, char** argv, int start, const std::vector<std::string>& flags,
                const std::vector<std::string>& valued) {
  Args a;
  for (int i = start; i < argc; ++i) {
    std::string s = argv[i];
    if (s.rfind("--", 0) == 0) {
      if (std::find(flags.begin(), flags.end(), s) != flags.end()) {
        a.options[s] = "";
      } else if (std::find(valued.begin(), valued.end(), s) != valued.end()) {
        FULGUR_CHECK(i + 1 < argc, "option ", s, " needs a value");
        a.options[s] = argv[++i];
      } else {
        FULGUR_FAIL("unknown option '", s, "'");
      }
    } else {
      a.positional.push_back(s);
    }
  }
  return a;
}

int64_t int_option(const Args& a, const std::string& name, int64_t def) {
  auto it = a.options.find(name);
  if (it == a.options.end()) return def;
  int64_t v = 0;
  const std::string& s = it->second;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  FULGUR_CHECK(ec == std::errc() && p == s.data() + s.size(), "option ", name,
               " expects an integer, got '", s, "'");
  return v;
}

bool wants_help(int argc, char** argv) {
  for (int i = 2; i < argc; ++i)
    if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") return true;
  return false;
}

int cmd_print(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kPrintHelp;
    return 0;
  }
  Args a = parse_args(argc, argv, 2, {"--passes"}, {"--depth"});
  FULGUR_CHECK(a.positional.size() == 1, "print takes one FILE\n", kPrintHelp);
  PrintOptions opts;
  opts.depth = static_cast<int>(int_option(a, "--depth", 1));
  auto traces = parse_trace_file(a.positional[0]);
  if (a.options.count("--passes")) {
    for (const auto& [pass, trace] : run_ir_passes(main_trace(traces)))
      std::cout << "# ---- after " << pass << "\n" << print_trace(trace, opts) << "\n";
    return 0;
  }
  for (size_t i = 0; i < traces.size(); ++i) {
    if (i) std::cout << "\n";
    std::cout << print_trace(traces[i], opts);
  }
  return 0;
}

std::string describe_value(const RuntimeValue& v) {
  if (const auto* s = std::get_if<Scalar>(&v))
    return std::visit([](auto x) { return value_repr(Value(x)); }, *s);
  const HostTensor& t = std::get<HostTensor>(v);
  std::string out = std::string(dtype_short_name(t.dtype)) + shape_string(t.shape);
  int64_t n = std::min<int64_t>(t.numel(), 6);
  out += " [";
  for (int64_t i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%s%.6g", i ? ", " : "", t.get(i));
    out += buf;
  }
  if (t.numel() > n) out += ", ...";
  return out + "]";
}

int cmd_run(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kRunHelp;
    return 0;
  }
  Args a = parse_args(argc, argv, 2, {"--check"}, {"--seed", "--inputs", "--save-outputs"});
  FULGUR_CHECK(a.positional.size() == 1, "run takes one FILE\n", kRunHelp);
  auto traces = parse_trace_file(a.positional[0]);
  const Trace& trace = main_trace(traces);
  std::vector<RuntimeValue> inputs =
      a.options.count("--inputs")
          ? load_inputs(trace, a.options["--inputs"])
          : random_inputs(trace, static_cast<uint64_t>(int_option(a, "--seed", 0)));
  std::vector<RuntimeValue> outputs = run_reference(trace, inputs, ExecutionLevel::Prims);
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  std::cout << a.positional[0] << ": " << trace.fn_name << " ran (prim-level execution)\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    std::cout << "  output " << i << " (" << names[i]->name << "): " << describe_value(outputs[i])
              << "\n";
  if (a.options.count("--save-outputs")) {
    std::filesystem::path dir = a.options["--save-outputs"];
    std::filesystem::create_directories(dir);
    for (size_t i = 0; i < outputs.size(); ++i) {
      const auto* t = std::get_if<HostTensor>(&outputs[i]);
      HostTensor ht = t ? *t : HostTensor::empty({}, DType::f64);
      if (!t)
        ht.set(0, std::visit([](auto x) { return static_cast<double>(x); },
                             std::get<Scalar>(outputs[i])));
      write_npy((dir / (names[i]->name + ".npy")).string(), ht);
    }
    std::cout << "  saved " << outputs.size() << " output(s) to " << dir.string() << "\n";
  }
  if (!a.options.count("--check")) return 0;
  std::vector<RuntimeValue> expected = run_reference(trace, inputs, ExecutionLevel::TopLevel);
  bool all_ok = true;
  std::cout << "check against the reference executor (ltorch ops through libtorch):\n";
  for (size_t i = 0; i < outputs.size(); ++i) {
    Comparison c = compare(outputs[i], expected[i]);
    char buf[160];
    std::snprintf(buf, sizeof(buf), "  output %zu (%s): max abs err %.3g, max rel err %.3g  %s", i,
                  names[i]->name.c_str(), c.max_abs, c.max_rel, c.ok ? "ok" : "MISMATCH");
    std::cout << buf << (c.ok ? "" : ": " + c.problem) << "\n";
    all_ok = all_ok && c.ok;
  }
  std::cout << (all_ok ? "check passed\n" : "check FAILED\n");
  return all_ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
    std::cout << kUsage;
    return argc < 2 ? 2 : 0;
  }
  std::string cmd = argv[1];
  try {
    if (cmd == "print") return cmd_print(argc, argv);
    if (cmd == "run") return cmd_run(argc, argv);
    std::cerr << "fulgur: unknown command '" << cmd << "'\n\n" << kUsage;
    return 2;
  } catch (const fulgur::Error& e) {
    std::cerr << "fulgur " << cmd << ": error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "fulgur " << cmd << ": internal error: " << e.what() << "\n";
    return 3;
  }
}
