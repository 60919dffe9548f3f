// The host-program emitter: a HostProgram -> the LLVM IR of its native host
// function (spec prologue, then the instructions in order).
#include "codegen/llvm/host_emitter.h"

#include <algorithm>
#include <cstdint>

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "ir/error.h"

namespace fulgur::codegen::cpu {

// int32 host(frame, spec, spec_len): the prologue (spec words against the
// compiled-for spec), then one call per instruction: kernels directly (or
// through fulgur_rt_launch when they span several chunks), the rest into
// the runtime's C ABI with their operands as constants.
void emit_host_program(const HostProgram& p, const std::vector<int64_t>& spec, llvm::Module& m,
                       const std::string& symbol, const std::string& cpu,
                       const std::string& features) {
  llvm::LLVMContext& ctx = m.getContext();
  llvm::IRBuilder<> b(ctx);
  auto* i32 = b.getInt32Ty();
  auto* i64 = b.getInt64Ty();
  auto* ptr = b.getPtrTy();
  auto* fty = llvm::FunctionType::get(i32, {ptr, ptr, i64}, false);
  auto* fn = llvm::Function::Create(fty, llvm::Function::ExternalLinkage, symbol, m);
  fn->addFnAttr("target-cpu", cpu);
  fn->addFnAttr("target-features", features);
  llvm::Value* frame = fn->getArg(0);
  llvm::Value* spec_arg = fn->getArg(1);
  llvm::Value* len = fn->getArg(2);
  auto* entry = llvm::BasicBlock::Create(ctx, "entry", fn);
  auto* check = llvm::BasicBlock::Create(ctx, "prologue", fn);
  auto* fail = llvm::BasicBlock::Create(ctx, "mismatch", fn);
  auto* body = llvm::BasicBlock::Create(ctx, "body", fn);
  b.SetInsertPoint(fail);
  b.CreateRet(b.getInt32(1));
  b.SetInsertPoint(entry);
  // Scratch arrays for kernel arguments, sized for the largest launch.
  size_t max_bufs = 1, max_scalars = 1;
  for (const auto& in : p.instrs) {
    max_bufs = std::max(max_bufs, in.buffers.size());
    max_scalars = std::max(max_scalars, in.scalars.size());
  }
  llvm::Value* bufs = b.CreateAlloca(llvm::ArrayType::get(ptr, max_bufs));
  llvm::Value* scal = b.CreateAlloca(llvm::ArrayType::get(i64, max_scalars));
  b.CreateCondBr(b.CreateICmpEQ(len, b.getInt64(static_cast<int64_t>(spec.size()))), check, fail);
  // The prologue: every word of the spec, exactly.
  b.SetInsertPoint(check);
  auto* words = llvm::ConstantDataArray::get(
      ctx, llvm::ArrayRef<uint64_t>(reinterpret_cast<const uint64_t*>(spec.data()), spec.size()));
  auto* table = new llvm::GlobalVariable(
      m, words->getType(), true, llvm::GlobalValue::PrivateLinkage, words, symbol + "_spec");
  for (size_t i = 0; i < spec.size(); ++i) {
    llvm::Value* got = b.CreateLoad(i64, b.CreateConstGEP1_64(i64, spec_arg, i));
    llvm::Value* want = b.CreateLoad(i64, b.CreateConstGEP2_64(words->getType(), table, 0, i));
    auto* next = llvm::BasicBlock::Create(ctx, "prologue", fn, body);
    b.CreateCondBr(b.CreateICmpEQ(got, want), next, fail);
    b.SetInsertPoint(next);
  }
  b.CreateBr(body);
  b.SetInsertPoint(body);
  auto rt = [&](const char* name, llvm::Type* ret, std::vector<llvm::Type*> args) {
    return m.getOrInsertFunction(name, llvm::FunctionType::get(ret, args, false));
  };
  // The address of something that outlives the native code (an
  // instruction, a bound symbol, a proxy), as a constant.
  auto address = [&](const void* a) {
    return b.CreateIntToPtr(b.getInt64(static_cast<int64_t>(reinterpret_cast<uintptr_t>(a))), ptr);
  };
  // A launch's scalar arguments into `scal`: constants, and strides and
  // numbers read through the runtime (the CPU frame's entry points or a
  // device backend's).
  auto store_scalars = [&](const HostInstr& in, llvm::FunctionCallee stride,
                           llvm::FunctionCallee number) {
    for (size_t j = 0; j < in.scalars.size(); ++j) {
      const ScalarSource& sc = in.scalars[j];
      llvm::Value* v = nullptr;
      switch (sc.kind) {
        case ScalarSource::Kind::Const:
          v = b.getInt64(sc.value);
          break;
        case ScalarSource::Kind::Stride:
          v = b.CreateCall(stride, {frame, b.getInt32(sc.slot), b.getInt32(sc.dim)});
          break;
        case ScalarSource::Kind::Number:
          v = b.CreateCall(number, {frame, b.getInt32(sc.slot), b.getInt32(sc.as_double)});
          break;
      }
      b.CreateStore(v, b.CreateConstGEP1_64(i64, scal, j));
    }
  };
  if (p.device != HostDevice::Cpu) {
    // Another device's program: `frame` is its HostBackend, and every
    // instruction is one direct call of the backend operation it names.
    auto* void_ty = b.getVoidTy();
    auto op = [&](const char* name) { return rt(name, void_ty, {ptr, ptr}); };
    auto dev_data = rt("fulgur_rt_dev_data", ptr, {ptr, i32});
    auto dev_stride = rt("fulgur_rt_dev_stride", i64, {ptr, i32, i32});
    auto dev_number = rt("fulgur_rt_dev_number_bits", i64, {ptr, i32, i32});
    auto dev_launch = rt("fulgur_rt_dev_launch", void_ty, {ptr, ptr, ptr, ptr});
    auto dev_free = rt("fulgur_rt_dev_free", void_ty, {ptr, i32});
    for (const HostInstr& in : p.instrs) {
      const char* name = nullptr;
      switch (in.op) {
        case HostInstr::Op::Allocate:
          name = "fulgur_rt_dev_allocate";
          break;
        case HostInstr::Op::MakeContiguous:
          name = "fulgur_rt_dev_make_contiguous";
          break;
        case HostInstr::Op::LibraryCall:
          name = "fulgur_rt_dev_library_call";
          break;
        case HostInstr::Op::View:
          name = "fulgur_rt_dev_view";
          break;
        case HostInstr::Op::Copy:
          name = "fulgur_rt_dev_copy";
          break;
        case HostInstr::Op::StartCollective:
          name = "fulgur_rt_dev_start_collective";
          break;
        case HostInstr::Op::Wait:
          name = "fulgur_rt_dev_wait";
          break;
        case HostInstr::Op::RecordEvent:
          name = "fulgur_rt_dev_record_event";
          break;
        case HostInstr::Op::WaitEvent:
          name = "fulgur_rt_dev_wait_event";
          break;
        case HostInstr::Op::Free:
          for (int s : in.slots) b.CreateCall(dev_free, {frame, b.getInt32(s)});
          continue;
        case HostInstr::Op::Launch:
          break;
      }
      if (name) {
        b.CreateCall(op(name), {frame, address(&in)});
        continue;
      }
      for (size_t j = 0; j < in.buffers.size(); ++j)
        b.CreateStore(b.CreateCall(dev_data, {frame, b.getInt32(in.buffers[j])}),
                      b.CreateConstGEP1_64(ptr, bufs, j));
      store_scalars(in, dev_stride, dev_number);
      b.CreateCall(dev_launch, {frame, address(&in), bufs, scal});
    }
    b.CreateRet(b.getInt32(0));
    return;
  }
  auto data = rt("fulgur_rt_data", ptr, {ptr, i32});
  auto stride = rt("fulgur_rt_stride", i64, {ptr, i32, i32});
  auto number = rt("fulgur_rt_number_bits", i64, {ptr, i32, i32});
  auto* void_ty = b.getVoidTy();
  auto allocate = rt("fulgur_rt_allocate", void_ty, {ptr, i32, i32, i32, ptr});
  auto make_contiguous = rt("fulgur_rt_make_contiguous", void_ty, {ptr, i32});
  auto library_call = rt("fulgur_rt_library_call", void_ty, {ptr, ptr, ptr, ptr, i32, ptr, i32});
  auto start_collective =
      rt("fulgur_rt_start_collective", void_ty, {ptr, ptr, i32, i32, i32, i32, ptr});
  auto wait = rt("fulgur_rt_wait", void_ty, {ptr, i32, i32});
  auto free = rt("fulgur_rt_free", void_ty, {ptr, i32});
  auto view = rt("fulgur_rt_view", void_ty, {ptr, ptr});
  auto copy = rt("fulgur_rt_copy", void_ty, {ptr, ptr});
  // Operands baked in: addresses (bound symbols and proxies live in the
  // program's trace, which outlives its native code), and constant arrays.
  auto array = [&]<typename T>(const std::vector<T>& values, const char* what) -> llvm::Value* {
    if (values.empty()) return llvm::ConstantPointerNull::get(ptr);
    auto* init = llvm::ConstantDataArray::get(ctx, llvm::ArrayRef<T>(values));
    return new llvm::GlobalVariable(m, init->getType(), true, llvm::GlobalValue::PrivateLinkage,
                                    init, symbol + "_" + what);
  };
  auto shape = [&](const Shape& s) {
    return array(std::vector<uint64_t>(s.begin(), s.end()), "shape");
  };
  auto launch = rt("fulgur_rt_launch", b.getVoidTy(), {ptr, ptr, ptr, ptr, i64, i64});
  auto* kernel_ty = llvm::FunctionType::get(b.getVoidTy(), {ptr, ptr, i64, i64}, false);
  // Arena buffers are the arena's base plus a constant; their allocations
  // and frees are no instructions at all.
  auto arena_offset = [&](int slot) -> int64_t {
    return p.arena_offset.empty() ? -1 : p.arena_offset[static_cast<size_t>(slot)];
  };
  llvm::Value* arena = nullptr;
  if (p.arena_bytes > 0) arena = b.CreateCall(rt("fulgur_rt_arena", ptr, {ptr}), {frame});
  for (size_t i = 0; i < p.instrs.size(); ++i) {
    const HostInstr& in = p.instrs[i];
    if (in.op == HostInstr::Op::Allocate && arena_offset(in.slot) >= 0) continue;
    switch (in.op) {
      case HostInstr::Op::Allocate:
        b.CreateCall(allocate,
                     {frame, b.getInt32(in.slot), b.getInt32(static_cast<int>(in.dtype)),
                      b.getInt32(static_cast<int32_t>(in.shape.size())), shape(in.shape)});
        continue;
      case HostInstr::Op::MakeContiguous:
        b.CreateCall(make_contiguous, {frame, b.getInt32(in.slot)});
        continue;
      case HostInstr::Op::LibraryCall: {
        std::vector<uint64_t> proxies;
        std::vector<uint32_t> inputs, outputs;
        for (const auto& [proxy, slot] : in.inputs) {
          proxies.push_back(reinterpret_cast<uintptr_t>(proxy));
          inputs.push_back(static_cast<uint32_t>(slot));
        }
        for (int s : in.slots) outputs.push_back(static_cast<uint32_t>(s));
        b.CreateCall(library_call,
                     {frame, address(in.bsym), array(proxies, "proxies"), array(inputs, "inputs"),
                      b.getInt32(static_cast<int32_t>(inputs.size())), array(outputs, "outputs"),
                      b.getInt32(static_cast<int32_t>(outputs.size()))});
        continue;
      }
      case HostInstr::Op::StartCollective:
        b.CreateCall(start_collective,
                     {frame, address(in.bsym), b.getInt32(in.inputs.at(0).second),
                      b.getInt32(in.slot), b.getInt32(static_cast<int>(in.dtype)),
                      b.getInt32(static_cast<int32_t>(in.shape.size())), shape(in.shape)});
        continue;
      case HostInstr::Op::Wait:
        b.CreateCall(wait, {frame, b.getInt32(in.inputs.at(0).second), b.getInt32(in.slot)});
        continue;
      case HostInstr::Op::Free:
        for (int s : in.slots)
          if (arena_offset(s) < 0) b.CreateCall(free, {frame, b.getInt32(s)});
        continue;
      case HostInstr::Op::View:
        b.CreateCall(view, {frame, address(&in)});
        continue;
      case HostInstr::Op::Copy:
        b.CreateCall(copy, {frame, address(&in)});
        continue;
      case HostInstr::Op::RecordEvent:
      case HostInstr::Op::WaitEvent:
        FULGUR_INTERNAL_ASSERT(false, "event ", in.event,
                               " in a CPU host program: the CPU has one stream");
        continue;
      case HostInstr::Op::Launch:
        break;
    }
    if (in.work <= 0) continue;
    for (size_t j = 0; j < in.buffers.size(); ++j) {
      int64_t off = arena_offset(in.buffers[j]);
      llvm::Value* v = off >= 0 ? b.CreateConstGEP1_64(b.getInt8Ty(), arena, off)
                                : b.CreateCall(data, {frame, b.getInt32(in.buffers[j])});
      b.CreateStore(v, b.CreateConstGEP1_64(ptr, bufs, j));
    }
    store_scalars(in, stride, number);
    llvm::Value* kfn =
        b.CreateIntToPtr(b.getInt64(static_cast<int64_t>(reinterpret_cast<uintptr_t>(in.fn))), ptr);
    if (in.work <= in.grain && !in.reports_errors) {
      // One chunk of a kernel that cannot fail: call it directly.
      b.CreateCall(kernel_ty, kfn, {bufs, scal, b.getInt64(0), b.getInt64(in.work)});
    } else {
      b.CreateCall(launch, {frame, kfn, bufs, scal, b.getInt64(in.work), b.getInt64(in.grain)});
    }
  }
  b.CreateRet(b.getInt32(0));
}

}  // namespace fulgur::codegen::cpu
