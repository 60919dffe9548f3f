#include "runtime/store.h"

#include <unistd.h>

#include <fstream>
#include <iterator>
#include <thread>

#include "ir/error.h"

namespace fulgur {

FileStore::FileStore(std::filesystem::path dir) : dir_(std::move(dir)) {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  FULGUR_CHECK(!ec, "FileStore: cannot create ", dir_.string(), ": ", ec.message());
}

std::filesystem::path FileStore::path_of(const std::string& key) const {
  FULGUR_CHECK(!key.empty() && key.find('/') == std::string::npos && key[0] != '.',
               "FileStore: expected a key without '/' that does not start with '.', got '", key,
               "'");
  return dir_ / key;
}

void FileStore::set(const std::string& key, const std::vector<uint8_t>& value) {
  std::filesystem::path final_path = path_of(key);
  std::filesystem::path tmp =
      dir_ / ("." + key + ".tmp." + std::to_string(::getpid()) + "." +
              std::to_string(std::hash<std::thread::id>()(std::this_thread::get_id())));
  {
    std::ofstream out(tmp, std::ios::binary);
    FULGUR_CHECK(out, "FileStore: cannot write ", tmp.string());
    out.write(reinterpret_cast<const char*>(value.data()),
              static_cast<std::streamsize>(value.size()));
    FULGUR_CHECK(out.good(), "FileStore: writing ", tmp.string(), " failed");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, final_path, ec);
  FULGUR_CHECK(!ec, "FileStore: cannot publish key '", key, "' in ", dir_.string(), ": ",
               ec.message());
}

std::vector<uint8_t> FileStore::get(const std::string& key,
                                    std::chrono::milliseconds timeout) const {
  std::filesystem::path p = path_of(key);
  auto deadline = std::chrono::steady_clock::now() + timeout;
  auto pause = std::chrono::microseconds(200);
  while (true) {
    std::ifstream in(p, std::ios::binary);
    if (in) return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
    FULGUR_CHECK(std::chrono::steady_clock::now() < deadline, "FileStore: key '", key,
                 "' did not appear in ", dir_.string(), " within ", timeout.count(),
                 " ms (did every rank start, with the same store?)");
    std::this_thread::sleep_for(pause);
    pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(20));
  }
}

}  // namespace fulgur
