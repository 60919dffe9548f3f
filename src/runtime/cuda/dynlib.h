// Opening a library of the CUDA stack with dlopen (the driver, NCCL,
// cuBLAS: none is a link-time dependency) and resolving its entry points,
// remembering which were missing so the caller can say so.
#pragma once

#include <dlfcn.h>

#include <cstdlib>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>

namespace fulgur::cuda {

class DynLib {
 public:
  // The first of `paths` that loads; on failure every dlerror() is kept.
  static DynLib open_first(const std::vector<std::string>& paths) {
    DynLib lib;
    for (const auto& p : paths) {
      lib.handle_ = dlopen(p.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (lib.handle_) {
        lib.path_ = p;
        return lib;
      }
      const char* e = dlerror();
      lib.errors_ += (lib.errors_.empty() ? "" : "; ") + std::string(e ? e : p);
    }
    return lib;
  }

  // $env (when set) first, then `defaults`.
  static std::vector<std::string> candidates(const char* env,
                                             std::initializer_list<const char*> defaults) {
    std::vector<std::string> paths;
    if (const char* v = std::getenv(env); v && *v) paths.push_back(v);
    for (const char* d : defaults) paths.push_back(d);
    return paths;
  }

  bool loaded() const { return handle_ != nullptr; }
  const std::string& path() const { return path_; }
  const std::string& errors() const { return errors_; }
  // Names of the entry points sym() could not find, comma-separated.
  const std::string& missing() const { return missing_; }

  // Like sym(), for an entry point that may be absent (a newer version of
  // one with a fallback): true when found, and nothing recorded when not.
  template <typename Fn>
  bool try_sym(Fn& fn, const char* name) {
    fn = reinterpret_cast<std::remove_reference_t<Fn>>(dlsym(handle_, name));
    return fn != nullptr;
  }

  template <typename Fn>
  void sym(Fn& fn, const char* name) {
    fn = reinterpret_cast<std::remove_reference_t<Fn>>(dlsym(handle_, name));
    if (!fn) missing_ += std::string(missing_.empty() ? "" : ", ") + name;
  }

 private:
  void* handle_ = nullptr;
  std::string path_, errors_, missing_;
};

}  // namespace fulgur::cuda
