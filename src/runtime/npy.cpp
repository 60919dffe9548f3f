#include "runtime/npy.h"

#include <charconv>
#include <cstring>
#include <fstream>
#include <optional>

#include "ir/checked_math.h"
#include "ir/error.h"
#include "ir/input_file.h"
#include "ir/lexer.h"
#include "ir/value.h"

namespace fulgur {

namespace {

struct Descr {
  const char* text;
  DType dtype;
};
constexpr Descr kDescrs[] = {
    {"<f8", DType::f64}, {"<f4", DType::f32}, {"<f2", DType::f16},   {"<i8", DType::i64},
    {"<i4", DType::i32}, {"<i2", DType::i16}, {"|i1", DType::i8},    {"|u1", DType::u8},
    {"|b1", DType::b8},  {"<c8", DType::c64}, {"<c16", DType::c128}, {"<u2", DType::u16},
    {"<u4", DType::u32}, {"<u8", DType::u64},
};

// The header dict, e.g. {'descr': '<f4', 'fortran_order': False, 'shape': (4, 6), }
struct Header {
  std::string descr;
  bool fortran = false;
  Shape shape;
};

Header parse_header(std::string text, const std::string& path) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ' || text.back() == '\0'))
    text.pop_back();
  std::vector<Token> toks;
  LexError lerr;
  auto bad = [&](size_t offset, const std::string& msg) {
    FULGUR_FAIL(path, ": malformed .npy header at byte ", offset, ": ", msg, "; the header is ",
                python_str_repr(text.size() <= 200 ? text : text.substr(0, 200) + "..."));
  };
  if (!lex(text, toks, lerr, /*stop_at_comment=*/false)) bad(lerr.offset, lerr.message);
  size_t k = 0;
  auto is_punct = [&](const char* p) {
    return toks[k].kind == TokKind::Punct && toks[k].text == p;
  };
  auto expect = [&](const char* p) {
    if (!is_punct(p))
      bad(toks[k].offset, std::string("expected '") + p + "'" +
                              (toks[k].kind == TokKind::End ? " before the end"
                                                            : " but found '" + toks[k].text + "'"));
    ++k;
  };
  Header h;
  bool seen[3] = {false, false, false};
  expect("{");
  while (!is_punct("}")) {
    const Token& key = toks[k];
    if (key.kind != TokKind::String)
      bad(key.offset, key.kind == TokKind::End ? "expected '}' before the end"
                                               : "expected a quoted key such as 'shape'");
    ++k;
    expect(":");
    const Token& v = toks[k];
    if (key.text == "descr") {
      if (v.kind != TokKind::String) bad(v.offset, "'descr' must be a string such as '<f4'");
      h.descr = v.text;
      ++k;
      seen[0] = true;
    } else if (key.text == "fortran_order") {
      if (v.kind != TokKind::Name || (v.text != "True" && v.text != "False"))
        bad(v.offset, "'fortran_order' must be True or False");
      h.fortran = v.text == "True";
      ++k;
      seen[1] = true;
    } else if (key.text == "shape") {
      expect("(");
      while (!is_punct(")")) {
        const Token& n = toks[k];
        if (n.kind != TokKind::Int)
          bad(n.offset, "expected a non-negative integer extent in 'shape', found '" +
                            (n.kind == TokKind::End ? std::string("the end") : n.text) + "'");
        int64_t e = 0;
        auto [p, ec] = std::from_chars(n.text.data(), n.text.data() + n.text.size(), e);
        if (ec != std::errc()) bad(n.offset, "extent " + n.text + " is out of range");
        h.shape.push_back(e);
        ++k;
        if (is_punct(","))
          ++k;
        else if (!is_punct(")"))
          bad(toks[k].offset, "expected ',' or ')' in 'shape'");
      }
      ++k;
      seen[2] = true;
    } else {
      bad(key.offset, "unexpected key '" + key.text + "' (expected descr, fortran_order, shape)");
    }
    if (is_punct(","))
      ++k;
    else if (!is_punct("}"))
      bad(toks[k].offset, "expected ',' or '}'");
  }
  ++k;
  if (toks[k].kind != TokKind::End) bad(toks[k].offset, "unexpected text after '}'");
  const char* names[3] = {"descr", "fortran_order", "shape"};
  for (int i = 0; i < 3; ++i)
    if (!seen[i]) bad(text.size(), std::string("no '") + names[i] + "' key");
  return h;
}

}  // namespace

HostTensor read_npy(const std::string& path) {
  InputFile in(path, ".npy file");
  unsigned char pre[12];
  size_t got = in.read(pre, 8);
  FULGUR_CHECK(got == 8 && std::memcmp(pre, "\x93NUMPY", 6) == 0, path,
               ": not a .npy file (bad magic)");
  int major = pre[6];
  FULGUR_CHECK(major >= 1 && major <= 3, path, ": unsupported .npy version ", major);
  size_t len_bytes = major == 1 ? 2 : 4;
  FULGUR_CHECK(in.read(pre + 8, len_bytes) == len_bytes, path, ": truncated .npy header");
  uint32_t header_len = pre[8] | (pre[9] << 8);
  if (major > 1)
    header_len |= (static_cast<uint32_t>(pre[10]) << 16) | (static_cast<uint32_t>(pre[11]) << 24);
  int64_t data_start = 8 + static_cast<int64_t>(len_bytes) + header_len;
  FULGUR_CHECK(header_len < (1u << 20), path, ": .npy header of ", header_len,
               " bytes (at most 1 MiB expected)");
  FULGUR_CHECK(data_start <= in.size(), path, ": truncated .npy header: it declares ", header_len,
               " bytes, the file has ", in.size() - 8 - static_cast<int64_t>(len_bytes));
  std::string text(header_len, '\0');
  FULGUR_CHECK(in.read(text.data(), header_len) == header_len, path, ": truncated .npy header");
  Header h = parse_header(std::move(text), path);

  std::optional<DType> dtype;
  for (const auto& d : kDescrs)
    if (h.descr == d.text) dtype = d.dtype;
  FULGUR_CHECK(dtype, path, ": unsupported .npy dtype '", h.descr,
               "' (expected one of <f8 <f4 <f2 <i8 <i4 <i2 |i1 |u1 |b1)");
  Shape strides(h.shape.size());
  int64_t bytes = 0;
  try {
    if (h.fortran) {
      int64_t s = 1;
      for (size_t i = 0; i < h.shape.size(); ++i) {
        strides[i] = s;
        if (i + 1 < h.shape.size())
          s = checked_mul(s, std::max<int64_t>(h.shape[i], 1), "fortran-order strides");
      }
    } else {
      strides = contiguous_strides(h.shape);
    }
    bytes = storage_bytes(h.shape, strides, *dtype);
  } catch (const Error& e) {
    FULGUR_FAIL(path, ": the header declares ", dtype_short_name(*dtype), shape_string(h.shape),
                ", too large to address: ", e.what());
  }
  // The data must be there before anything is allocated for it.
  int64_t have = in.size() - data_start;
  FULGUR_CHECK(have == bytes, path,
               have < bytes ? ": truncated .npy data: " : ": extra data after the .npy data: ",
               "the header declares ", dtype_short_name(*dtype), shape_string(h.shape), " (", bytes,
               " bytes of data) but the file holds ", have, " bytes after the header");
  HostTensor t = HostTensor::empty_strided(h.shape, strides, *dtype);
  size_t n = in.read(t.storage->data(), static_cast<size_t>(bytes));
  FULGUR_CHECK(n == static_cast<size_t>(bytes), path, ": truncated .npy data: expected ", bytes,
               " bytes, read ", n);
  return t.contiguous();
}

void write_npy(const std::string& path, const HostTensor& src) {
  HostTensor t = src.contiguous();
  if (t.dtype == DType::bf16) {
    HostTensor f = HostTensor::empty(t.shape, DType::f32);
    for (int64_t i = 0; i < t.numel(); ++i) f.set(i, t.get(i));
    t = f;
  }
  if (t.dtype == DType::c32) {  // NumPy has no complex32: c64, exact
    HostTensor c = HostTensor::empty(t.shape, DType::c64);
    const auto* in = reinterpret_cast<const uint16_t*>(t.data());
    auto* out = reinterpret_cast<float*>(c.data());
    for (int64_t i = 0; i < 2 * t.numel(); ++i) out[i] = half_bits_to_float(in[i]);
    t = c;
  }
  const char* descr = nullptr;
  for (const auto& d : kDescrs)
    if (d.dtype == t.dtype) descr = d.text;
  FULGUR_INTERNAL_ASSERT(descr, "no .npy descr for ", dtype_short_name(t.dtype));
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
