// NVRTC wrapper (see nvrtc.h). The only file in codegen that includes CUDA
// headers; without the toolkit every entry point reports that NVRTC is absent.
#include "codegen/nvrtc.h"

#include <filesystem>
#include <fstream>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <sstream>

#include "ir/error.h"

#ifdef FULGUR_HAVE_NVRTC
#include <nvrtc.h>
#endif

namespace fulgur::codegen {

namespace {

// "sm_90" -> "compute_90" when compiling to PTX (a virtual architecture).
std::string target_arch(const NvrtcOptions& opts) {
  if (opts.ptx && opts.arch.rfind("sm_", 0) == 0) return "compute_" + opts.arch.substr(3);
  return opts.arch;
}

// The options that determine the output, in the order they are passed.
std::vector<std::string> output_options(const NvrtcOptions& opts) {
  std::vector<std::string> out = {"--gpu-architecture=" + target_arch(opts), "--std=c++17",
                                  "-default-device"};
  out.insert(out.end(), opts.extra.begin(), opts.extra.end());
  return out;
}

#ifndef FULGUR_HAVE_NVRTC
[[noreturn]] void fail_without_nvrtc(const char* what) {
  FULGUR_FAIL("fulgur was built without the CUDA toolkit: NVRTC is not available (", what,
              "); install the toolkit and reconfigure with CMake");
}
#endif

// ---- CUBIN (ELF64) reading -----------------------------------------------------

constexpr char kElfMagic[4] = {0x7f, 'E', 'L', 'F'};
constexpr uint16_t kElfMachineCuda = 190;  // EM_CUDA
constexpr uint32_t kShtSymtab = 2;
constexpr uint32_t kShtNobits = 8;  // no contents in the file (.nv.shared.*)

// .nv.info attribute formats and the attributes we read (as cuobjdump names them).
constexpr uint8_t kEifmtNval = 0x01;
constexpr uint8_t kEifmtBval = 0x02;
constexpr uint8_t kEifmtHval = 0x03;
constexpr uint8_t kEifmtSval = 0x04;
constexpr uint8_t kEiattrMaxThreads = 0x05;
constexpr uint8_t kEiattrFrameSize = 0x11;
constexpr uint8_t kEiattrMinStackSize = 0x12;
constexpr uint8_t kEiattrMaxStackSize = 0x23;
constexpr uint8_t kEiattrRegcount = 0x2f;

struct ElfSection {
  std::string name;
  uint32_t type = 0;
  uint64_t offset = 0;
  uint64_t size = 0;
  uint32_t link = 0;
  uint32_t info = 0;
  uint64_t entsize = 0;
};

class ElfReader {
 public:
  explicit ElfReader(const std::vector<uint8_t>& bytes) : bytes_(bytes) {
    FULGUR_CHECK(bytes.size() >= 64 && std::memcmp(bytes.data(), kElfMagic, 4) == 0,
                 "not a CUBIN: the binary (", bytes.size(), " bytes) is not an ELF file");
    FULGUR_CHECK(bytes[4] == 2 && bytes[5] == 1,
                 "not a CUBIN: expected a 64-bit little-endian ELF file");
    FULGUR_CHECK(read<uint16_t>(18) == kElfMachineCuda, "not a CUBIN: ELF machine is ",
                 read<uint16_t>(18), ", expected EM_CUDA (", kElfMachineCuda, ")");
    const uint64_t shoff = read<uint64_t>(40);
    const uint16_t shentsize = read<uint16_t>(58);
    const uint16_t shnum = read<uint16_t>(60);
    const uint16_t shstrndx = read<uint16_t>(62);
    FULGUR_CHECK(shentsize >= 64 && shstrndx < shnum, "not a CUBIN: bad ELF section table");
    for (uint16_t i = 0; i < shnum; ++i) {
      const uint64_t at = shoff + uint64_t{i} * shentsize;
      ElfSection s;
      s.type = read<uint32_t>(at + 4);
      s.offset = read<uint64_t>(at + 24);
      s.size = read<uint64_t>(at + 32);
      s.link = read<uint32_t>(at + 40);
      s.info = read<uint32_t>(at + 44);
      s.entsize = read<uint64_t>(at + 56);
      s.name = std::to_string(read<uint32_t>(at));  // resolved below
      sections_.push_back(s);
    }
    // Every section with contents lies inside the file (offset + size is
    // never computed before that is known: it could wrap around).
    for (uint16_t i = 0; i < shnum; ++i) {
      const ElfSection& s = sections_[i];
      FULGUR_CHECK(
          s.type == kShtNobits || (s.offset <= bytes_.size() && s.size <= bytes_.size() - s.offset),
          "not a CUBIN: ELF section ", i, " (offset ", s.offset, ", ", s.size,
          " bytes) lies past the end (", bytes_.size(), " bytes)");
    }
    const ElfSection& strtab = sections_[shstrndx];
    for (ElfSection& s : sections_) s.name = string_at(strtab, std::stoul(s.name));
  }

  template <typename T>
  T read(uint64_t at) const {
    FULGUR_CHECK(at <= bytes_.size() && sizeof(T) <= bytes_.size() - at,
                 "not a CUBIN: ELF read at offset ", at, " past the end (", bytes_.size(),
                 " bytes)");
    T v;
    std::memcpy(&v, bytes_.data() + at, sizeof(T));
    return v;
  }

  std::string string_at(const ElfSection& strtab, uint64_t index) const {
    FULGUR_CHECK(strtab.type != kShtNobits && index < strtab.size &&
                     strtab.offset <= bytes_.size() && strtab.size <= bytes_.size() - strtab.offset,
                 "not a CUBIN: bad ELF string index");
    const char* begin = reinterpret_cast<const char*>(bytes_.data() + strtab.offset + index);
    return std::string(begin, strnlen(begin, strtab.size - index));
  }

  const ElfSection* find(const std::string& name) const {
    for (const ElfSection& s : sections_)
      if (s.name == name) return &s;
    return nullptr;
  }

  // Index in the symbol table of the symbol called `name`, if any.
  std::optional<uint32_t> symbol_index(const std::string& name) const {
    for (const ElfSection& s : sections_) {
      if (s.type != kShtSymtab || s.entsize < 24 || s.link >= sections_.size()) continue;
      const ElfSection& strtab = sections_[s.link];
      for (uint64_t i = 0; i < s.size / s.entsize; ++i) {
        const uint32_t name_index = read<uint32_t>(s.offset + i * s.entsize);
        if (name_index != 0 && string_at(strtab, name_index) == name)
          return static_cast<uint32_t>(i);
      }
    }
    return std::nullopt;
  }

  // Calls fn(attribute, payload offset, payload size) for each .nv.info entry.
  template <typename Fn>
  void for_each_attribute(const ElfSection& s, Fn fn) const {
    uint64_t at = s.offset;
    const uint64_t end = s.offset + s.size;
    while (at + 4 <= end) {
      const uint8_t format = read<uint8_t>(at);
      const uint8_t attr = read<uint8_t>(at + 1);
      if (format == kEifmtSval) {
        const uint16_t size = read<uint16_t>(at + 2);
        FULGUR_CHECK(at + 4 + size <= end, "not a CUBIN: truncated ", s.name, " attribute");
        fn(attr, at + 4, uint64_t{size});
        at += 4 + size;
      } else if (format == kEifmtHval || format == kEifmtBval || format == kEifmtNval) {
        fn(attr, at + 2, uint64_t{2});
        at += 4;
      } else {
        FULGUR_FAIL("not a CUBIN: unknown attribute format ", int{format}, " in ", s.name);
      }
    }
  }

 private:
  const std::vector<uint8_t>& bytes_;
  std::vector<ElfSection> sections_;
};

#ifdef FULGUR_HAVE_NVRTC

std::string numbered_source(const std::string& source) {
  std::istringstream in(source);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  const int width = static_cast<int>(std::to_string(lines.size()).size()) + 2;
  std::ostringstream os;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string num = std::to_string(i + 1);
    os << std::string(width - num.size(), ' ') << num << " | " << lines[i] << '\n';
  }
  return os.str();
}

// What an error message says about the compile that failed.
struct CompileContext {
  const std::string& source;
  const std::string& kernel_name;
  const std::string& arch;
  nvrtcProgram program = nullptr;
};

std::string program_log(nvrtcProgram program) {
  size_t size = 0;
  if (program == nullptr || nvrtcGetProgramLogSize(program, &size) != NVRTC_SUCCESS || size <= 1)
    return {};
  std::string log(size, '\0');
  if (nvrtcGetProgramLog(program, log.data()) != NVRTC_SUCCESS) return {};
  log.resize(size - 1);  // drop the terminating NUL
  return log;
}

// The one checker every NVRTC call goes through: names the call and NVRTC's
// error, and for a compile also the kernel, the arch, the log and the source.
void nvrtc_check(nvrtcResult result, const char* call, const CompileContext* ctx = nullptr) {
  if (result == NVRTC_SUCCESS) return;
  std::ostringstream os;
  os << "NVRTC: " << call << " failed";
  if (ctx != nullptr) os << " for kernel '" << ctx->kernel_name << "' (arch " << ctx->arch << ")";
  os << ": " << nvrtcGetErrorString(result);
  if (ctx != nullptr) {
    const std::string log = program_log(ctx->program);
    os << "\n--- NVRTC log ---\n" << (log.empty() ? "(empty)\n" : log);
    if (!log.empty() && log.back() != '\n') os << '\n';
    os << "--- source ---\n" << numbered_source(ctx->source);
    // A reproducer on disk, so the failure can be replayed with nvcc.
    std::error_code ec;
    std::filesystem::path dir = std::filesystem::temp_directory_path(ec) / "fulgur-repro";
    std::filesystem::create_directories(dir, ec);
    std::filesystem::path file =
        dir / (ctx->kernel_name + "-" + ctx->arch + "-" +
               std::to_string(std::hash<std::string>()(ctx->source) % 1000000007) + ".cu");
    std::ofstream out(file);
    if (out << ctx->source) {
      os << "--- reproducer: " << file.string() << " (nvcc -std=c++17 -arch=" << ctx->arch
         << " -cubin -I"
         << "<CUDA include dir> " << file.string() << ")\n";
    }
  }
  throw Error(os.str());
}

// Owns one nvrtcProgram.
class Program {
 public:
  explicit Program(CompileContext* ctx) : ctx_(ctx) {
    const std::string file = ctx->kernel_name + ".cu";
    nvrtc_check(
        nvrtcCreateProgram(&ctx->program, ctx->source.c_str(), file.c_str(), 0, nullptr, nullptr),
        "nvrtcCreateProgram", ctx);
  }
  ~Program() {
    // Not checked: a destructor cannot report, and a failed destroy leaks only.
    if (ctx_->program != nullptr) nvrtcDestroyProgram(&ctx_->program);
  }
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;

 private:
  CompileContext* ctx_;
};

const std::vector<int>& supported_arch_numbers() {
  static const std::vector<int> archs = [] {
    int n = 0;
    nvrtc_check(nvrtcGetNumSupportedArchs(&n), "nvrtcGetNumSupportedArchs");
    std::vector<int> out(n);
    nvrtc_check(nvrtcGetSupportedArchs(out.data()), "nvrtcGetSupportedArchs");
    return out;
  }();
  return archs;
}

std::string join(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

// Accepts sm_NN or compute_NN with an optional family suffix (sm_90a, sm_100f)
// when NN is one of NVRTC's supported architectures.
void validate_arch(const NvrtcOptions& opts) {
  const std::string& arch = opts.arch;
  const bool virt = arch.rfind("compute_", 0) == 0;
  const size_t digits_at = virt ? 8 : (arch.rfind("sm_", 0) == 0 ? 3 : std::string::npos);
  size_t digits_end = digits_at;
  while (digits_at != std::string::npos && digits_end < arch.size() &&
         std::isdigit(static_cast<unsigned char>(arch[digits_end])))
    ++digits_end;
  const std::string suffix = digits_at == std::string::npos ? "" : arch.substr(digits_end);
  const bool well_formed = digits_at != std::string::npos && digits_end > digits_at &&
                           digits_end - digits_at <= 4 &&
                           (suffix.empty() || suffix == "a" || suffix == "f");
  const std::vector<int>& supported = supported_arch_numbers();
  const bool known =
      well_formed &&
      std::find(supported.begin(), supported.end(),
                std::stoi(arch.substr(digits_at, digits_end - digits_at))) != supported.end();
  FULGUR_CHECK(known, "NVRTC ", nvrtc_version_string(), " does not support architecture '", arch,
               "'; supported: ", join(nvrtc_supported_archs(), ", "));
  FULGUR_CHECK(!virt || opts.ptx, "a CUBIN needs a real architecture (sm_XX), got '", arch,
               "'; set ptx=true to compile PTX for it");
}

#endif  // FULGUR_HAVE_NVRTC

}  // namespace

std::string NvrtcOptions::options_string() const {
  // One option per space; an option with blanks or quotes is single-quoted so
  // two different option lists never print the same.
  std::string out;
  for (const std::string& o : output_options(*this)) {
    if (!out.empty()) out += ' ';
    if (!o.empty() && o.find_first_of(" \t\n'\"\\") == std::string::npos) {
      out += o;
      continue;
    }
    out += '\'';
    for (char c : o) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    out += '\'';
  }
  return out;
}

bool nvrtc_available() {
#ifdef FULGUR_HAVE_NVRTC
  return true;
#else
  return false;
#endif
}

std::string nvrtc_version_string() {
#ifdef FULGUR_HAVE_NVRTC
  static const std::string version = [] {
    int major = 0, minor = 0;
    nvrtc_check(nvrtcVersion(&major, &minor), "nvrtcVersion");
    return std::to_string(major) + "." + std::to_string(minor);
  }();
  return version;
#else
  fail_without_nvrtc("nvrtc_version_string");
#endif
}

std::vector<std::string> nvrtc_supported_archs() {
#ifdef FULGUR_HAVE_NVRTC
  std::vector<std::string> out;
  for (int a : supported_arch_numbers()) out.push_back("sm_" + std::to_string(a));
  return out;
#else
  fail_without_nvrtc("nvrtc_supported_archs");
#endif
}

std::string cuda_include_dir() {
  namespace fs = std::filesystem;
  std::vector<std::pair<std::string, std::string>> candidates;  // (dir, where it came from)
  for (const char* var : {"CUDA_HOME", "CUDA_PATH"}) {
    const char* value = std::getenv(var);
    if (value != nullptr && *value != '\0')
      candidates.emplace_back((fs::path(value) / "include").string(), std::string("$") + var);
  }
  const bool from_env = !candidates.empty();
#ifdef FULGUR_CUDA_INCLUDE_DIR
  candidates.emplace_back(FULGUR_CUDA_INCLUDE_DIR, "the toolkit found at build time");
#endif
  candidates.emplace_back("/usr/local/cuda/include", "the default location");
  // A set $CUDA_HOME/$CUDA_PATH decides: pointing at a broken toolkit is an
  // error to report, not something to step over. Otherwise the first built-in
  // location that has the headers wins.
  if (from_env) candidates.resize(1);
  std::string tried;
  for (const auto& [dir, origin] : candidates) {
    std::error_code ec;
    if (fs::exists(fs::path(dir) / "cuda_fp16.h", ec)) return dir;
    tried += "\n  " + dir + " (from " + origin + ")";
  }
  FULGUR_FAIL("CUDA headers for NVRTC not found: no cuda_fp16.h in", tried,
              "\nset CUDA_HOME to the root of a CUDA toolkit");
}

CompiledKernel nvrtc_compile(const std::string& source, const std::string& kernel_name,
                             const NvrtcOptions& opts) {
#ifdef FULGUR_HAVE_NVRTC
  FULGUR_CHECK(!kernel_name.empty(), "nvrtc_compile: empty kernel name");
  validate_arch(opts);
  const auto start = std::chrono::steady_clock::now();
  const std::string include = "-I" + cuda_include_dir();
  std::vector<std::string> options = output_options(opts);
  options.push_back(include);
  std::vector<const char*> argv;
  for (const std::string& o : options) argv.push_back(o.c_str());

  const std::string arch = target_arch(opts);
  CompileContext ctx{source, kernel_name, arch};
  Program program(&ctx);
  nvrtc_check(nvrtcCompileProgram(ctx.program, static_cast<int>(argv.size()), argv.data()),
              "nvrtcCompileProgram", &ctx);

  CompiledKernel out;
  out.kernel_name = kernel_name;
  out.arch = opts.arch;
  out.is_ptx = opts.ptx;
  out.log = program_log(ctx.program);
  size_t size = 0;
  if (opts.ptx) {
    nvrtc_check(nvrtcGetPTXSize(ctx.program, &size), "nvrtcGetPTXSize", &ctx);
    out.binary.resize(size);
    nvrtc_check(nvrtcGetPTX(ctx.program, reinterpret_cast<char*>(out.binary.data())), "nvrtcGetPTX",
                &ctx);
  } else {
    nvrtc_check(nvrtcGetCUBINSize(ctx.program, &size), "nvrtcGetCUBINSize", &ctx);
    out.binary.resize(size);
    nvrtc_check(nvrtcGetCUBIN(ctx.program, reinterpret_cast<char*>(out.binary.data())),
                "nvrtcGetCUBIN", &ctx);
  }
  out.compile_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  // A wrong entry-point name would otherwise only surface at load time, on a device.
  bool has_kernel;
  if (opts.ptx) {
    const std::string ptx(out.binary.begin(), out.binary.end());
    has_kernel = ptx.find(".entry " + kernel_name + "(") != std::string::npos;
  } else {
    has_kernel = ElfReader(out.binary).find(".text." + kernel_name) != nullptr;
  }
  FULGUR_CHECK(has_kernel, "NVRTC compiled the source for arch ", arch, " but it has no kernel '",
               kernel_name, "': is it declared extern \"C\" __global__?\n--- source ---\n",
               numbered_source(source));
  return out;
#else
  fail_without_nvrtc("nvrtc_compile");
#endif
}

KernelResources cubin_resources(const std::vector<uint8_t>& cubin, const std::string& kernel_name) {
  ElfReader elf(cubin);
  const ElfSection* text = elf.find(".text." + kernel_name);
  FULGUR_CHECK(text != nullptr, "the CUBIN has no kernel '", kernel_name, "'");
  KernelResources r;
  // Older toolkits put the register count in the top byte of the code
  // section's sh_info; CUDA 13 leaves it 0 there and writes EIATTR_REGCOUNT
  // into .nv.info (read below), which wins when present.
  r.registers = static_cast<int>(text->info >> 24);
  if (const ElfSection* shared = elf.find(".nv.shared." + kernel_name))
    r.shared_bytes = shared->size;

  // Global .nv.info attributes are keyed by the kernel's symbol index.
  const std::optional<uint32_t> symbol = elf.symbol_index(kernel_name);
  int64_t stack = 0;
  if (const ElfSection* info = elf.find(".nv.info"); info != nullptr && symbol) {
    elf.for_each_attribute(*info, [&](uint8_t attr, uint64_t at, uint64_t size) {
      if (size < 8 || elf.read<uint32_t>(at) != *symbol) return;
      const uint32_t value = elf.read<uint32_t>(at + 4);
      if (attr == kEiattrRegcount) r.registers = static_cast<int>(value);
      // The frame is the kernel's own; the stack sizes include what the
      // device functions it calls need. cuobjdump's STACK is the largest.
      if (attr == kEiattrFrameSize || attr == kEiattrMinStackSize || attr == kEiattrMaxStackSize)
        stack = std::max<int64_t>(stack, value);
    });
  }
  // Static __local__ data (rare) has a section of its own, next to the stack.
  const ElfSection* local = elf.find(".nv.local." + kernel_name);
  r.local_bytes = stack + (local != nullptr ? static_cast<int64_t>(local->size) : 0);
  if (const ElfSection* info = elf.find(".nv.info." + kernel_name)) {
    elf.for_each_attribute(*info, [&](uint8_t attr, uint64_t at, uint64_t size) {
      if (attr == kEiattrMaxThreads && size >= 12) {
        r.max_threads = static_cast<int>(elf.read<uint32_t>(at) * elf.read<uint32_t>(at + 4) *
                                         elf.read<uint32_t>(at + 8));
      }
    });
  }
  return r;
}

}  // namespace fulgur::codegen
