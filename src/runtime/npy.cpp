#include "runtime/npy.h"

#include <cstring>
#include <fstream>

#include "ir/error.h"

namespace fulgur {

namespace {

struct Descr {
  const char* text;
  DType dtype;
};
constexpr Descr kDescrs[] = {
    {"<f8", DType::f64}, {"<f4", DType::f32}, {"<f2", DType::f16},
    {"<i8", DType::i64}, {"<i4", DType::i32}, {"<i2", DType::i16},
    {"|i1", DType::i8},  {"|u1", DType::u8},  {"|b1", DType::b8},
};

std::string field(const std::string& header, const std::string& key, const std::string& path) {
  size_t k = header.find("'" + key + "'");
  FULGUR_CHECK(k != std::string::npos, path, ": .npy header has no '", key, "': ", header);
  size_t colon = header.find(':', k);
  FULGUR_CHECK(colon != std::string::npos, path, ": malformed .npy header: ", header);
  size_t start = header.find_first_not_of(' ', colon + 1);
  size_t end = start;
  if (header[start] == '(') {
    end = header.find(')', start) + 1;
  } else if (header[start] == '\'') {
    end = header.find('\'', start + 1) + 1;
  } else {
    end = header.find_first_of(",}", start);
  }
  return header.substr(start, end - start);
}

}  // namespace

HostTensor read_npy(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  FULGUR_CHECK(in, "cannot open .npy file '", path, "'");
  char magic[8];
  in.read(magic, 8);
  FULGUR_CHECK(in && std::memcmp(magic, "\x93NUMPY", 6) == 0, path,
               ": not a .npy file (bad magic)");
  int major = static_cast<unsigned char>(magic[6]);
  FULGUR_CHECK(major >= 1 && major <= 3, path, ": unsupported .npy version ", major);
  uint32_t header_len = 0;
  if (major == 1) {
    unsigned char b[2];
    in.read(reinterpret_cast<char*>(b), 2);
    header_len = b[0] | (b[1] << 8);
  } else {
    unsigned char b[4];
    in.read(reinterpret_cast<char*>(b), 4);
    header_len = b[0] | (b[1] << 8) | (b[2] << 16) | (static_cast<uint32_t>(b[3]) << 24);
  }
  FULGUR_CHECK(in && header_len < (1u << 20), path, ": truncated .npy header");
  std::string header(header_len, '\0');
  in.read(header.data(), header_len);
  FULGUR_CHECK(in, path, ": truncated .npy header");

  std::string descr = field(header, "descr", path);
  std::optional<DType> dtype;
  for (const auto& d : kDescrs)
    if (descr == std::string("'") + d.text + "'") dtype = d.dtype;
  FULGUR_CHECK(dtype, path, ": unsupported .npy dtype ", descr,
               " (expected one of <f8 <f4 <f2 <i8 <i4 <i2 |i1 |u1 |b1)");
  bool fortran = field(header, "fortran_order", path) == "True";
  std::string shape_text = field(header, "shape", path);
  Shape shape;
  for (size_t i = 1; i < shape_text.size();) {
    size_t j = shape_text.find_first_of(",)", i);
    std::string num = shape_text.substr(i, j - i);
    if (num.find_first_not_of(' ') != std::string::npos) shape.push_back(std::stoll(num));
    i = j + 1;
  }
  HostTensor t;
  if (fortran) {
    Shape strides(shape.size());
    int64_t s = 1;
    for (size_t i = 0; i < shape.size(); ++i) {
      strides[i] = s;
      s *= std::max<int64_t>(shape[i], 1);
    }
    t = HostTensor::empty_strided(shape, strides, *dtype);
  } else {
    t = HostTensor::empty(shape, *dtype);
  }
  size_t bytes = t.storage->size();
  in.read(reinterpret_cast<char*>(t.storage->data()), static_cast<std::streamsize>(bytes));
  FULGUR_CHECK(in.gcount() == static_cast<std::streamsize>(bytes), path,
               ": truncated .npy data: expected ", bytes, " bytes for ", dtype_short_name(*dtype),
               shape_string(shape), ", got ", in.gcount());
  return t.contiguous();
}

void write_npy(const std::string& path, const HostTensor& src) {
  HostTensor t = src.contiguous();
  if (t.dtype == DType::bf16) {
    HostTensor f = HostTensor::empty(t.shape, DType::f32);
    for (int64_t i = 0; i < t.numel(); ++i) f.set(i, t.get(i));
    t = f;
  }
  const char* descr = nullptr;
  for (const auto& d : kDescrs)
    if (d.dtype == t.dtype) descr = d.text;
  std::string shape = "(";
  for (size_t i = 0; i < t.shape.size(); ++i)
    shape +=
        std::to_string(t.shape[i]) + (t.shape.size() == 1 || i + 1 < t.shape.size() ? ", " : "");
  if (t.shape.size() == 1) shape = shape.substr(0, shape.size() - 1);
  shape += ")";
  std::string header =
      std::string("{'descr': '") + descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
  size_t total = 10 + header.size() + 1;
  header += std::string((64 - total % 64) % 64, ' ') + "\n";
  std::ofstream out(path, std::ios::binary);
  FULGUR_CHECK(out, "cannot write .npy file '", path, "'");
  out.write("\x93NUMPY\x01\x00", 8);
  uint16_t len = static_cast<uint16_t>(header.size());
  char lb[2] = {static_cast<char>(len & 0xff), static_cast<char>(len >> 8)};
  out.write(lb, 2);
  out.write(header.data(), static_cast<std::streamsize>(header.size()));
  out.write(reinterpret_cast<const char*>(t.data()), t.numel() * dtype_itemsize(t.dtype));
  FULGUR_CHECK(out, "failed writing .npy file '", path, "'");
}

}  // namespace fulgur
