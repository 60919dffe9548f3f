#include "codegen/llvm/cpu_jit.h"
#include "codegen/dump.h"

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "codegen/kernel_cache.h"
#include "ir/error.h"

#ifdef FULGUR_HAVE_LLVM
#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/DynamicLibrary.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include "codegen/llvm/host_emitter.h"
#include "codegen/llvm/kernel_emitter.h"
#include "codegen/llvm/orc_jit.h"
#endif

namespace fulgur::codegen::cpu {

namespace {
// Bumped when kernels are optimized or code-generated differently for the
// same LLVM IR (optimize(), the target machines): older entries are not read.
constexpr int kCpuKernelFormatVersion = 1;
std::atomic<int64_t> g_compiled{0}, g_hits{0}, g_host_programs{0}, g_disk_hits{0};
}  // namespace

#ifndef FULGUR_HAVE_LLVM
CpuJitStats cpu_jit_stats() {
  return {g_compiled.load(), g_hits.load(), g_host_programs.load(), 0, 0};
}
#endif

#ifndef FULGUR_HAVE_LLVM

bool llvm_available() {
  return false;
}
CpuKernel compile_cpu_kernel(const kernel::Kernel&) {
  FULGUR_FAIL(
      "fulgur was built without LLVM 19 (install llvm-19-dev and rebuild): "
      "the CPU backend is not available");
}
std::string emit_llvm_ir(const kernel::Kernel& k) {
  return compile_cpu_kernel(k), std::string();
}
std::string host_cpu_description() {
  return "unknown (built without LLVM)";
}
NativeHost compile_host_program(const HostProgram&, const std::vector<int64_t>&) {
  FULGUR_FAIL("fulgur was built without LLVM 19: native host programs are not available");
}
std::string emit_host_llvm_ir(const HostProgram& p, const std::vector<int64_t>& spec) {
  return compile_host_program(p, spec), std::string();
}

#else

using namespace kernel;

namespace {

// Vector forms of libm functions that glibc's libmvec has but LLVM 19's
// LIBMVEC table does not list.
const llvm::VecDesc kExtraVecFuncs[] = {
    {"tanhf", "_ZGVbN4v_tanhf", llvm::ElementCount::getFixed(4), false, "_ZGV_LLVM_N4v"},
    {"tanhf", "_ZGVdN8v_tanhf", llvm::ElementCount::getFixed(8), false, "_ZGV_LLVM_N8v"},
    {"erff", "_ZGVbN4v_erff", llvm::ElementCount::getFixed(4), false, "_ZGV_LLVM_N4v"},
    {"erff", "_ZGVdN8v_erff", llvm::ElementCount::getFixed(8), false, "_ZGV_LLVM_N8v"},
    {"log1pf", "_ZGVbN4v_log1pf", llvm::ElementCount::getFixed(4), false, "_ZGV_LLVM_N4v"},
    {"log1pf", "_ZGVdN8v_log1pf", llvm::ElementCount::getFixed(8), false, "_ZGV_LLVM_N8v"},
    {"expm1f", "_ZGVbN4v_expm1f", llvm::ElementCount::getFixed(4), false, "_ZGV_LLVM_N4v"},
    {"expm1f", "_ZGVdN8v_expm1f", llvm::ElementCount::getFixed(8), false, "_ZGV_LLVM_N8v"},
    {"llvm.exp2.f32", "_ZGVbN4v_exp2f", llvm::ElementCount::getFixed(4), false, "_ZGV_LLVM_N4v"},
    {"llvm.exp2.f32", "_ZGVdN8v_exp2f", llvm::ElementCount::getFixed(8), false, "_ZGV_LLVM_N8v"},
};

// The facade: the process's kernel cache, the optimization pipeline, and
// the ORC wrapper that holds the code.
class Jit {
 public:
  static Jit& get() {
    static Jit jit;
    return jit;
  }

  CpuKernel compile(const Kernel& k) {
    std::string key = print_kernel_ir(k);
    if (specializes_extents(k)) {  // compiled for these extents only
      key += "  extents";
      for (int64_t e : k.domain) key += " " + std::to_string(e);
    }
    std::lock_guard<std::mutex> lock(mu_);
    auto it = cache_.find(key);
    if (it != cache_.end()) {
      if (CpuCode code = it->second.code.lock()) {
        ++g_hits;
        return {it->second.fn, 0, true, it->second.reports_errors, std::move(code)};
      }
    }
    // Entries whose code every program let go of.
    std::erase_if(cache_, [](const auto& e) { return e.second.code.expired(); });
    auto start = std::chrono::steady_clock::now();
    // The LLVM IR, emitted under the fixed name fulgur_kernel and renamed
    // once its key is known; the disk key covers it (so a change of the
    // emitter is a new key), how it is optimized and
    // code-generated, the CPU and the LLVM version. The symbol is named by
    // the key, so an object from another process defines the name this one
    // looks up. (With libmvec, vectorized math calls into it: an object from
    // a process that had it would not link in one that has not.)
    auto ctx = std::make_unique<llvm::LLVMContext>();
    auto m = build_module(k, *ctx, "fulgur_kernel");
    std::string ir;
    llvm::raw_string_ostream ir_os(ir);
    m->print(ir_os, nullptr);
    // The kernel IR (the process cache's key) too: two kernels never share an
    // entry, nor, live at once, a symbol.
    const std::string disk_key = KernelCache::make_key(
        ir_os.str() + "\n" + key,
        have_libmvec_ ? "fulgur cpu kernel O3 libmvec" : "fulgur cpu kernel O3", description(),
        "LLVM " LLVM_VERSION_STRING, kCpuKernelFormatVersion);
    const std::string symbol = "fulgur_" + k.name + "_" + disk_key;
    m->getFunction("fulgur_kernel")->setName(symbol);
    if (llvm::Function* body = m->getFunction("fulgur_kernel_body"))
      body->setName(symbol + "_body");
    KernelCache* disk = disk_cache();
    CpuCode code;
    bool reports_errors = false;
    if (disk) {
      if (auto payload = disk->load(disk_key))
        code = add_cached_object(*payload, symbol, &reports_errors);
    }
    if (code) {
      ++g_disk_hits;
    } else {
      const bool huge = instruction_count(*m) > kHugeFunction;
      optimize(*m, huge);
      const llvm::Function* note = m->getFunction("fulgur_cpu_integer_division_by_zero");
      reports_errors = note && !note->use_empty();
      if (dumping("llvm")) {
        llvm::errs() << "; ---- FULGUR_DUMP=llvm: " << symbol
                     << (huge ? " after O1\n" : " after O3\n");
        m->print(llvm::errs(), nullptr);
      }
      // Huge kernels get the fast code generator; the others the JIT's own.
      llvm::SmallVector<char, 0> object =
          emit_object(*m, huge ? fast_tm() : orc_->target_machine());
      if (disk) store_object(*disk, disk_key, object, reports_errors);
      code = orc_->add_object(llvm::MemoryBuffer::getMemBufferCopy(
                                  llvm::StringRef(object.data(), object.size()), symbol),
                              k.name);
    }
    auto fn = reinterpret_cast<CpuKernelFn>(orc_->lookup(symbol));
    cache_[std::move(key)] = {fn, reports_errors, code};
    ++g_compiled;
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return {fn, ms, false, reports_errors, std::move(code)};
  }

  NativeHost compile_host(const HostProgram& p, const std::vector<int64_t>& spec) {
    std::lock_guard<std::mutex> lock(mu_);
    auto start = std::chrono::steady_clock::now();
    std::string symbol = "fulgur_host_" + std::to_string(counter_++);
    auto ctx = std::make_unique<llvm::LLVMContext>();
    auto m = build_host_module(p, spec, *ctx, symbol);
    optimize(*m);
    if (dumping("host")) {
      llvm::errs() << "; ---- FULGUR_DUMP=host: " << symbol << " after O3\n";
      m->print(llvm::errs(), nullptr);
    }
    CpuCode code = orc_->add_module(llvm::orc::ThreadSafeModule(std::move(m), std::move(ctx)),
                                    "the host program");
    auto fn = reinterpret_cast<NativeHostFn>(orc_->lookup(symbol));
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++g_host_programs;
    return {fn, ms, std::move(code)};
  }

  std::string ir_text(const Kernel& k) {
    std::lock_guard<std::mutex> lock(mu_);
    llvm::LLVMContext ctx;
    auto m = build_module(k, ctx, "fulgur_" + k.name);
    std::string out;
    llvm::raw_string_ostream os(out);
    m->print(os, nullptr);
    return os.str();
  }

  std::string host_ir_text(const HostProgram& p, const std::vector<int64_t>& spec) {
    std::lock_guard<std::mutex> lock(mu_);
    llvm::LLVMContext ctx;
    auto m = build_host_module(p, spec, ctx, "fulgur_host");
    std::string out;
    llvm::raw_string_ostream os(out);
    m->print(os, nullptr);
    return os.str();
  }

  int64_t live_code() const { return orc_->live_units(); }

  std::string description() const {
    return orc_->triple() + " " + orc_->cpu() + " " + orc_->features();
  }

 private:
  Jit() {
    // glibc's vector math library, for vectorized exp/log/tanh/...
    std::string err;
    have_libmvec_ = !llvm::sys::DynamicLibrary::LoadLibraryPermanently("libmvec.so.1", &err);
    orc_ = std::make_shared<OrcJit>(std::vector<std::pair<const char*, void*> >{
        {"fulgur_cpu_ipow", reinterpret_cast<void*>(&fulgur_cpu_ipow)},
        {"fulgur_cpu_integer_division_by_zero",
         reinterpret_cast<void*>(&fulgur_cpu_integer_division_by_zero)},
        {"fulgur_rt_data", reinterpret_cast<void*>(&fulgur_rt_data)},
        {"fulgur_rt_arena", reinterpret_cast<void*>(&fulgur_rt_arena)},
        {"fulgur_rt_stride", reinterpret_cast<void*>(&fulgur_rt_stride)},
        {"fulgur_rt_number_bits", reinterpret_cast<void*>(&fulgur_rt_number_bits)},
        {"fulgur_rt_allocate", reinterpret_cast<void*>(&fulgur_rt_allocate)},
        {"fulgur_rt_make_contiguous", reinterpret_cast<void*>(&fulgur_rt_make_contiguous)},
        {"fulgur_rt_library_call", reinterpret_cast<void*>(&fulgur_rt_library_call)},
        {"fulgur_rt_start_collective", reinterpret_cast<void*>(&fulgur_rt_start_collective)},
        {"fulgur_rt_wait", reinterpret_cast<void*>(&fulgur_rt_wait)},
        {"fulgur_rt_free", reinterpret_cast<void*>(&fulgur_rt_free)},
        {"fulgur_rt_view", reinterpret_cast<void*>(&fulgur_rt_view)},
        {"fulgur_rt_copy", reinterpret_cast<void*>(&fulgur_rt_copy)},
        {"fulgur_rt_dev_data", reinterpret_cast<void*>(&fulgur_rt_dev_data)},
        {"fulgur_rt_dev_stride", reinterpret_cast<void*>(&fulgur_rt_dev_stride)},
        {"fulgur_rt_dev_number_bits", reinterpret_cast<void*>(&fulgur_rt_dev_number_bits)},
        {"fulgur_rt_dev_launch", reinterpret_cast<void*>(&fulgur_rt_dev_launch)},
        {"fulgur_rt_dev_allocate", reinterpret_cast<void*>(&fulgur_rt_dev_allocate)},
        {"fulgur_rt_dev_make_contiguous", reinterpret_cast<void*>(&fulgur_rt_dev_make_contiguous)},
        {"fulgur_rt_dev_library_call", reinterpret_cast<void*>(&fulgur_rt_dev_library_call)},
        {"fulgur_rt_dev_view", reinterpret_cast<void*>(&fulgur_rt_dev_view)},
        {"fulgur_rt_dev_copy", reinterpret_cast<void*>(&fulgur_rt_dev_copy)},
        {"fulgur_rt_dev_start_collective",
         reinterpret_cast<void*>(&fulgur_rt_dev_start_collective)},
        {"fulgur_rt_dev_wait", reinterpret_cast<void*>(&fulgur_rt_dev_wait)},
        {"fulgur_rt_dev_record_event", reinterpret_cast<void*>(&fulgur_rt_dev_record_event)},
        {"fulgur_rt_dev_wait_event", reinterpret_cast<void*>(&fulgur_rt_dev_wait_event)},
        {"fulgur_rt_dev_free", reinterpret_cast<void*>(&fulgur_rt_dev_free)},
        {"fulgur_rt_launch", reinterpret_cast<void*>(&fulgur_rt_launch)},
    });
  }

  std::unique_ptr<llvm::Module> build_module(const Kernel& k, llvm::LLVMContext& ctx,
                                             const std::string& symbol) {
    auto m = std::make_unique<llvm::Module>(symbol, ctx);
    m->setDataLayout(orc_->target_machine().createDataLayout());
    m->setTargetTriple(orc_->triple());
    emit_kernel(k, *m, symbol, orc_->cpu(), orc_->features());
    std::string err;
    llvm::raw_string_ostream os(err);
    FULGUR_INTERNAL_ASSERT(!llvm::verifyModule(*m, &os), "invalid LLVM IR for ", k.name, ": ",
                           os.str());
    return m;
  }

  std::unique_ptr<llvm::Module> build_host_module(const HostProgram& p,
                                                  const std::vector<int64_t>& spec,
                                                  llvm::LLVMContext& ctx,
                                                  const std::string& symbol) {
    auto m = std::make_unique<llvm::Module>(symbol, ctx);
    m->setDataLayout(orc_->target_machine().createDataLayout());
    m->setTargetTriple(orc_->triple());
    emit_host_program(p, spec, *m, symbol, orc_->cpu(), orc_->features());
    std::string err;
    llvm::raw_string_ostream os(err);
    FULGUR_INTERNAL_ASSERT(!llvm::verifyModule(*m, &os), "invalid host program IR: ", os.str());
    return m;
  }

  // Kernels as long as a big program's chain of dependent ops (a fusion
  // region of tens of thousands of ops) make O3 and the aggressive code
  // generator's scheduler take minutes (both grow faster than the function);
  // past this many instructions a kernel gets O1 and the fast code generator.
  static constexpr size_t kHugeFunction = 20000;

  static size_t instruction_count(const llvm::Module& m) {
    size_t n = 0;
    for (const llvm::Function& f : m) n += f.getInstructionCount();
    return n;
  }

  // The target machine of huge kernels: CodeGenOptLevel::None.
  llvm::TargetMachine& fast_tm() {
    if (!fast_tm_) {
      auto jtmb =
          check_llvm("detecting the host", llvm::orc::JITTargetMachineBuilder::detectHost());
      jtmb.setCPU(orc_->cpu());
      jtmb.addFeatures({orc_->features()});
      jtmb.setCodeGenOptLevel(llvm::CodeGenOptLevel::None);
      fast_tm_ = check_llvm("creating the target machine", jtmb.createTargetMachine());
    }
    return *fast_tm_;
  }

  // `m` as an object file, code generated by `tm`.
  static llvm::SmallVector<char, 0> emit_object(llvm::Module& m, llvm::TargetMachine& tm) {
    llvm::SmallVector<char, 0> object;
    llvm::raw_svector_ostream os(object);
    llvm::legacy::PassManager pm;
    FULGUR_INTERNAL_ASSERT(
        !tm.addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::ObjectFile),
        "the host target cannot emit object files");
    pm.run(m);
    return object;
  }

  // The disk cache of compiled kernels (codegen/kernel_cache.h, the NVRTC
  // cache's directory and format): FULGUR_CPU_KERNEL_CACHE=0 turns it off,
  // and a directory that cannot be made leaves the process uncached.
  KernelCache* disk_cache() {
    if (!disk_checked_) {
      disk_checked_ = true;
      const char* off = std::getenv("FULGUR_CPU_KERNEL_CACHE");
      if (!(off && std::string(off) == "0")) {
        try {
          disk_.emplace();
        } catch (const Error&) {
          disk_.reset();
        }
      }
    }
    return disk_ ? &*disk_ : nullptr;
  }

  // An entry's payload: u8 reports_errors, then the object file. A store
  // that fails is noted in the cache's stats (the kernel runs uncached).
  static void store_object(KernelCache& disk, const std::string& key,
                           const llvm::SmallVector<char, 0>& object, bool reports_errors) {
    std::vector<uint8_t> payload;
    payload.reserve(object.size() + 1);
    payload.push_back(reports_errors ? 1 : 0);
    payload.insert(payload.end(), object.begin(), object.end());
    try {
      disk.store(key, payload);
    } catch (const Error& e) {
      disk.note_store_failure(e.what());
    }
  }

  // Adds a cached object if it defines `symbol` (else null: compiled anew).
  CpuCode add_cached_object(const std::vector<uint8_t>& payload, const std::string& symbol,
                            bool* reports_errors) {
    if (payload.size() < 2 || payload[0] > 1) return nullptr;
    *reports_errors = payload[0] == 1;
    llvm::StringRef bytes(reinterpret_cast<const char*>(payload.data()) + 1, payload.size() - 1);
    if (bytes.find(symbol) == llvm::StringRef::npos) return nullptr;  // its symbol table names it
    return orc_->add_object(llvm::MemoryBuffer::getMemBufferCopy(bytes, symbol), symbol);
  }

  void optimize(llvm::Module& m, bool huge = false) {
    llvm::PipelineTuningOptions pto;
    // The vectorizers model the whole loop body: minutes on a huge one.
    pto.LoopVectorization = !huge;
    pto.SLPVectorization = !huge;
    llvm::PassBuilder pb(&orc_->target_machine(), pto);
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::Triple triple(orc_->triple());
    llvm::TargetLibraryInfoImpl tlii(triple);
    if (have_libmvec_) {
      tlii.addVectorizableFunctionsFromVecLib(llvm::TargetLibraryInfoImpl::LIBMVEC_X86, triple);
      bool avx2 = orc_->features().find("+avx2") != std::string::npos;
      std::vector<llvm::VecDesc> extra;
      for (const auto& d : kExtraVecFuncs)
        if (avx2 || d.getVectorizationFactor().getFixedValue() == 4) extra.push_back(d);
      tlii.addVectorizableFunctions(extra);
    }
    fam.registerPass([&] { return llvm::TargetLibraryAnalysis(tlii); });
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(
        huge ? llvm::OptimizationLevel::O1 : llvm::OptimizationLevel::O3);
    mpm.run(m, mam);
  }

  std::mutex mu_;
  // Shared with every code handle, so code outliving this (a static owner
  // destroyed after it) is still freed through a live session.
  std::shared_ptr<OrcJit> orc_;
  std::unique_ptr<llvm::TargetMachine> fast_tm_;  // huge kernels (fast_tm)
  std::optional<KernelCache> disk_;
  bool disk_checked_ = false;
  // By kernel IR: the code while some program holds it.
  struct Cached {
    CpuKernelFn fn = nullptr;
    bool reports_errors = false;
    std::weak_ptr<const void> code;
  };
  std::unordered_map<std::string, Cached> cache_;
  bool have_libmvec_ = false;
  int64_t counter_ = 0;
};

}  // namespace

bool llvm_available() {
  return true;
}

CpuJitStats cpu_jit_stats() {
  return {g_compiled.load(), g_hits.load(), g_host_programs.load(), Jit::get().live_code(),
          g_disk_hits.load()};
}

CpuKernel compile_cpu_kernel(const kernel::Kernel& k) {
  return Jit::get().compile(k);
}

std::string emit_llvm_ir(const kernel::Kernel& k) {
  return Jit::get().ir_text(k);
}

std::string host_cpu_description() {
  return Jit::get().description();
}

NativeHost compile_host_program(const HostProgram& p, const std::vector<int64_t>& spec) {
  return Jit::get().compile_host(p, spec);
}

std::string emit_host_llvm_ir(const HostProgram& p, const std::vector<int64_t>& spec) {
  return Jit::get().host_ir_text(p, spec);
}

#endif  // FULGUR_HAVE_LLVM

}  // namespace fulgur::codegen::cpu
