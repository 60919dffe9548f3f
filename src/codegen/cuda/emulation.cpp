#include "codegen/cuda/emulation.h"

#include <regex>

#include "codegen/cuda/cuda_printer.h"
#include "ir/error.h"

namespace fulgur::codegen::cuda {

namespace {

// The parameter kind letters of fulgur_emu_abi.h.
char kind(DType t) {
  switch (t) {
    case DType::f64:
      return 'd';
    case DType::f32:
      return 'f';
    case DType::i64:
      return 'l';
    case DType::i32:
      return 'i';
    case DType::i16:
    case DType::f16:
    case DType::bf16:
      return 's';
    case DType::i8:
    case DType::u8:
      return 'c';
    case DType::b8:
      return 'b';
    case DType::u16:
    case DType::u32:
    case DType::u64:
    case DType::c32:
    case DType::c64:
    case DType::c128:
      return '?';  // not a kernel's dtype (cuda_printer.cpp refuses them)
  }
  return '?';
}

}  // namespace

std::string emulation_source(const kernel::Kernel& k, const std::string& cuda_source) {
  // The block size the source was written for, from its own text.
  std::smatch m;
  std::regex bounds("__launch_bounds__\\((\\d+)\\)\\s+" + k.name + "\\(");
  FULGUR_INTERNAL_ASSERT(std::regex_search(cuda_source, m, bounds), "kernel ", k.name,
                         ": no __launch_bounds__ in its source");
  std::string out = "// fulgur-emu image\n" + cuda_source;
  out += "\n// ---- the emulated device's entry point\n";
  out +=
      "extern \"C\" const unsigned fulgur_emu_max_threads_" + k.name + " = " + m[1].str() + ";\n";
  std::string kinds;
  std::string call;
  size_t i = 0;
  for (const auto& b : k.buffers) {
    std::string type = std::string(b.is_output ? "" : "const ") + cuda_c_type(b.dtype) + "*";
    call += std::string(i ? ",\n      " : "") + "*static_cast<" + type + " const*>(p[" +
            std::to_string(i) + "])";
    kinds += 'P';
    ++i;
  }
  for (const auto& s : k.scalars) {
    std::string type = cuda_c_type(s.type);
    call += std::string(i ? ",\n      " : "") + "*static_cast<const " + type + "*>(p[" +
            std::to_string(i) + "])";
    kinds += kind(s.type);
    ++i;
  }
  out += "extern \"C\" const char fulgur_emu_params_" + k.name + "[] = \"" + kinds + "\";\n";
  out += "extern \"C\" void fulgur_emu_entry_" + k.name +
         "(void** p, const FulgurEmuThread* t) {\n  fulgur_emu_enter(t);\n  " + k.name + "(" +
         call + ");\n}\n";
  return out;
}

std::vector<uint8_t> emulation_image(const kernel::Kernel& k, const std::string& cuda_source) {
  std::string s = emulation_source(k, cuda_source);
  std::vector<uint8_t> out(s.begin(), s.end());
  out.push_back(0);
  return out;
}

}  // namespace fulgur::codegen::cuda
