#include "codegen/llvm/orc_jit.h"

#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>
#include <llvm/TargetParser/SubtargetFeature.h>

namespace fulgur::codegen::cpu {

void fail_llvm(const std::string& what, llvm::Error e) {
  std::string msg;
  llvm::raw_string_ostream os(msg);
  os << e;
  FULGUR_FAIL("LLVM: ", what, ": ", os.str());
}

OrcJit::OrcJit(const std::vector<std::pair<const char*, void*>>& runtime) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto jtmb = check_llvm("detecting the host", llvm::orc::JITTargetMachineBuilder::detectHost());
  cpu_ = llvm::sys::getHostCPUName().str();
  jtmb.setCPU(cpu_);
  llvm::SubtargetFeatures features;
  for (const auto& f : llvm::sys::getHostCPUFeatures())
    features.AddFeature(f.getKey(), f.getValue());
  jtmb.addFeatures(features.getFeatures());
  features_ = features.getString();
  jtmb.setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  triple_ = jtmb.getTargetTriple().str();
  tm_ = check_llvm("creating the target machine", jtmb.createTargetMachine());
  jit_ = check_llvm("creating the JIT",
                    llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(jtmb)).create());
  auto gen = check_llvm("searching the process for symbols",
                        llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
                            jit_->getDataLayout().getGlobalPrefix()));
  jit_->getMainJITDylib().addGenerator(std::move(gen));
  llvm::orc::SymbolMap symbols;
  for (const auto& [name, address] : runtime)
    symbols[jit_->mangleAndIntern(name)] = llvm::orc::ExecutorSymbolDef(
        llvm::orc::ExecutorAddr::fromPtr(address), llvm::JITSymbolFlags::Exported);
  if (auto e = jit_->getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(symbols))))
    fail_llvm("defining runtime symbols", std::move(e));
}

namespace {

struct Unit {
  Unit(std::shared_ptr<OrcJit> j, llvm::orc::ResourceTrackerSP r, std::atomic<int64_t>* l)
      : jit(std::move(j)), rt(std::move(r)), live(l) {}
  Unit(const Unit&) = delete;
  Unit& operator=(const Unit&) = delete;
  std::shared_ptr<OrcJit> jit;  // the session outlives its trackers
  llvm::orc::ResourceTrackerSP rt;
  std::atomic<int64_t>* live;
  ~Unit() {
    // Nobody runs this code any more (its owners are gone): ORC drops the
    // symbols and frees the memory. A failure here cannot be raised from a
    // destructor; it is reported and the code leaks.
    if (auto e = rt->remove())
      llvm::logAllUnhandledErrors(std::move(e), llvm::errs(), "fulgur: freeing JIT code: ");
    --*live;
  }
};

}  // namespace

CodeHandle OrcJit::track(llvm::orc::ResourceTrackerSP rt) {
  ++live_;
  return std::make_shared<const Unit>(shared_from_this(), std::move(rt), &live_);
}

CodeHandle OrcJit::add_module(llvm::orc::ThreadSafeModule m, const std::string& what) {
  auto rt = jit_->getMainJITDylib().createResourceTracker();
  if (auto e = jit_->addIRModule(rt, std::move(m))) fail_llvm("adding " + what, std::move(e));
  return track(std::move(rt));
}

CodeHandle OrcJit::add_object(std::unique_ptr<llvm::MemoryBuffer> object, const std::string& what) {
  auto rt = jit_->getMainJITDylib().createResourceTracker();
  if (auto e = jit_->addObjectFile(rt, std::move(object)))
    fail_llvm("adding " + what, std::move(e));
  return track(std::move(rt));
}

void* OrcJit::lookup(const std::string& symbol) {
  return check_llvm("looking up " + symbol, jit_->lookup(symbol)).toPtr<void*>();
}

}  // namespace fulgur::codegen::cpu
