#include "codegen/llvm/cpu_jit.h"

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>

#include "ir/error.h"

#ifdef FULGUR_HAVE_LLVM
#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/DynamicLibrary.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Host.h>
#endif

namespace fulgur::codegen::cpu {

namespace {
std::atomic<int64_t> g_compiled{0}, g_hits{0}, g_host_programs{0};
}  // namespace

CpuJitStats cpu_jit_stats() {
  return {g_compiled.load(), g_hits.load(), g_host_programs.load()};
}

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

#else

using namespace kernel;

// Integer power for integer tensors (no LLVM intrinsic); called from JIT code.
extern "C" int64_t fulgur_cpu_ipow(int64_t base, int64_t exp) {
  if (exp < 0) return base == 1 ? 1 : (base == -1 ? ((exp & 1) ? -1 : 1) : 0);
  int64_t r = 1;
  while (exp) {
    if (exp & 1) r *= base;
    base *= base;
    exp >>= 1;
  }
  return r;
}

namespace {

[[noreturn]] void fail_llvm(const std::string& what, llvm::Error e) {
  std::string msg;
  llvm::raw_string_ostream os(msg);
  os << e;
  FULGUR_FAIL("LLVM: ", what, ": ", os.str());
}

template <typename T>
T check_llvm(const std::string& what, llvm::Expected<T> v) {
  if (!v) fail_llvm(what, v.takeError());
  return std::move(*v);
}

bool is_unsigned(DType t) {
  return t == DType::u8 || t == DType::b8;
}

// ---- emitting one kernel -----------------------------------------------------

class Emitter {
 public:
  Emitter(const Kernel& k, llvm::LLVMContext& ctx, llvm::Module& m, const std::string& symbol)
      : k_(k), ctx_(ctx), m_(m), b_(ctx), symbol_(symbol) {}

  void run(const std::string& cpu, const std::string& features) {
    auto* i64 = b_.getInt64Ty();
    auto* ptr = b_.getPtrTy();
    // The body, with noalias buffer pointers; inlined into the entry point,
    // where the noalias facts become alias scopes the vectorizer can use.
    std::vector<llvm::Type*> params;
    for (size_t i = 0; i < k_.buffers.size(); ++i) params.push_back(ptr);
    for (size_t i = 0; i < k_.scalars.size(); ++i) params.push_back(i64);
    params.push_back(i64);
    params.push_back(i64);
    auto* impl_ty = llvm::FunctionType::get(b_.getVoidTy(), params, false);
    impl_ = llvm::Function::Create(impl_ty, llvm::Function::InternalLinkage, symbol_ + "_body", m_);
    impl_->addFnAttr(llvm::Attribute::AlwaysInline);
    impl_->addFnAttr(llvm::Attribute::NoUnwind);
    impl_->addFnAttr("target-cpu", cpu);
    impl_->addFnAttr("target-features", features);
    for (size_t i = 0; i < k_.buffers.size(); ++i) {
      impl_->addParamAttr(static_cast<unsigned>(i), llvm::Attribute::NoAlias);
      if (!k_.buffers[i].is_output)
        impl_->addParamAttr(static_cast<unsigned>(i), llvm::Attribute::ReadOnly);
    }
    entry_ = llvm::BasicBlock::Create(ctx_, "entry", impl_);
    auto* body = llvm::BasicBlock::Create(ctx_, "body", impl_);
    b_.SetInsertPoint(body);
    auto arg = impl_->arg_begin();
    for (size_t i = 0; i < k_.buffers.size(); ++i) buffers_.push_back(&*arg++);
    for (size_t i = 0; i < k_.scalars.size(); ++i) scalars_.push_back(&*arg++);
    begin_ = &*arg++;
    end_ = &*arg++;
    stmts(k_.body);
    b_.CreateRetVoid();
    b_.SetInsertPoint(entry_);
    b_.CreateBr(body);

    // The entry point: unpacks the argument arrays.
    auto* fn_ty = llvm::FunctionType::get(b_.getVoidTy(), {ptr, ptr, i64, i64}, false);
    auto* fn = llvm::Function::Create(fn_ty, llvm::Function::ExternalLinkage, symbol_, m_);
    fn->addFnAttr(llvm::Attribute::NoUnwind);
    fn->addFnAttr("target-cpu", cpu);
    fn->addFnAttr("target-features", features);
    b_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", fn));
    std::vector<llvm::Value*> args;
    auto fa = fn->arg_begin();
    llvm::Value* bufs = &*fa++;
    llvm::Value* scal = &*fa++;
    llvm::Value* begin = &*fa++;
    llvm::Value* end = &*fa++;
    for (size_t i = 0; i < k_.buffers.size(); ++i)
      args.push_back(b_.CreateLoad(ptr, b_.CreateConstGEP1_64(ptr, bufs, i)));
    for (size_t i = 0; i < k_.scalars.size(); ++i)
      args.push_back(b_.CreateLoad(i64, b_.CreateConstGEP1_64(i64, scal, i)));
    args.push_back(begin);
    args.push_back(end);
    b_.CreateCall(impl_, args);
    b_.CreateRetVoid();
  }

 private:
  llvm::Type* compute_ty(DType t) {
    switch (t) {
      case DType::f64:
        return b_.getDoubleTy();
      case DType::f32:
        return b_.getFloatTy();
      case DType::i64:
        return b_.getInt64Ty();
      case DType::i32:
        return b_.getInt32Ty();
      case DType::i16:
        return b_.getInt16Ty();
      case DType::i8:
      case DType::u8:
        return b_.getInt8Ty();
      case DType::b8:
        return b_.getInt1Ty();
      default:
        FULGUR_INTERNAL_ASSERT(false, "no compute type for ", dtype_short_name(t));
    }
  }
  llvm::Type* mem_ty(DType t) {
    if (t == DType::f16) return b_.getHalfTy();
    if (t == DType::bf16) return b_.getInt16Ty();
    if (t == DType::b8) return b_.getInt8Ty();
    return compute_ty(t);
  }

  llvm::Value* widen(llvm::Value* v, DType mem) {
    switch (mem) {
      case DType::f16:
        return b_.CreateFPExt(v, b_.getFloatTy());
      case DType::bf16:
        return b_.CreateBitCast(b_.CreateShl(b_.CreateZExt(v, b_.getInt32Ty()), 16),
                                b_.getFloatTy());
      case DType::b8:
        return b_.CreateICmpNE(v, b_.getInt8(0));
      default:
        return v;
    }
  }
  // PyTorch's rounding: to nearest, ties to even; bf16 NaN is 0x7fc0.
  llvm::Value* narrow(llvm::Value* v, DType mem) {
    switch (mem) {
      case DType::f16:
        return b_.CreateFPTrunc(v, b_.getHalfTy());
      case DType::bf16: {
        llvm::Value* u = b_.CreateBitCast(v, b_.getInt32Ty());
        llvm::Value* lsb = b_.CreateAnd(b_.CreateLShr(u, 16), 1);
        llvm::Value* r = b_.CreateLShr(b_.CreateAdd(u, b_.CreateAdd(lsb, b_.getInt32(0x7fff))), 16);
        llvm::Value* nan = b_.CreateFCmpUNO(v, v);
        return b_.CreateSelect(nan, b_.getInt16(0x7fc0), b_.CreateTrunc(r, b_.getInt16Ty()));
      }
      case DType::b8:
        return b_.CreateZExt(v, b_.getInt8Ty());
      default:
        return v;
    }
  }

  llvm::Value* index(llvm::Value* v) { return b_.CreateSExtOrTrunc(v, compute_ty(k_.index_type)); }

  llvm::AllocaInst* slot(VarId v) {
    auto it = slots_.find(v);
    if (it != slots_.end()) return it->second;
    llvm::IRBuilder<> eb(entry_, entry_->begin());
    const VarInfo& info = k_.vars.at(v);
    llvm::Type* t = compute_ty(info.type);
    llvm::AllocaInst* a =
        info.array_size > 0
            ? eb.CreateAlloca(llvm::ArrayType::get(t, static_cast<uint64_t>(info.array_size)))
            : eb.CreateAlloca(t);
    slots_[v] = a;
    return a;
  }

  llvm::Value* constant(const Expr& e) {
    llvm::Type* t = compute_ty(e.type);
    if (is_float(e.type)) return llvm::ConstantFP::get(t, e.f);
    if (e.type == DType::b8) return b_.getInt1(e.i != 0);
    return llvm::ConstantInt::get(t, static_cast<uint64_t>(e.i), true);
  }

  llvm::Value* arg(const Expr& e) {
    llvm::Value* raw = scalars_.at(static_cast<size_t>(e.a));
    switch (e.type) {
      case DType::f64:
        return b_.CreateBitCast(raw, b_.getDoubleTy());
      case DType::b8:
        return b_.CreateICmpNE(raw, b_.getInt64(0));
      default:
        return b_.CreateTrunc(raw, compute_ty(e.type));
    }
  }

  llvm::Value* intrinsic(llvm::Intrinsic::ID id, llvm::Value* a, llvm::Value* b = nullptr) {
    if (b) return b_.CreateBinaryIntrinsic(id, a, b);
    return b_.CreateUnaryIntrinsic(id, a);
  }
  llvm::Value* libm(const char* f32, const char* f64, llvm::Value* a) {
    bool single = a->getType()->isFloatTy();
    llvm::FunctionCallee fn =
        m_.getOrInsertFunction(single ? f32 : f64, a->getType(), a->getType());
    auto* call = b_.CreateCall(fn, {a});
    call->setDoesNotThrow();
    call->setOnlyReadsMemory();  // errno is never read
    return call;
  }
  llvm::Value* fconst(llvm::Value* like, double v) {
    return llvm::ConstantFP::get(like->getType(), v);
  }
  llvm::Value* iconst(llvm::Value* like, int64_t v) {
    return llvm::ConstantInt::get(like->getType(), static_cast<uint64_t>(v), true);
  }

  llvm::Value* fma(llvm::Value* a, llvm::Value* b, llvm::Value* c) {
    return b_.CreateIntrinsic(llvm::Intrinsic::fmuladd, {a->getType()}, {a, b, c});
  }

  // tanh for f32 as a rational function of x (odd degree 13 over even degree
  // 6, the approximation Eigen and XLA use), inline so it vectorizes with
  // plain FMAs; a few ULP from libm's tanhf (tests compare with PyTorch), and
  // 3-4x faster than a call into libmvec. NaN propagates through the clamp.
  llvm::Value* tanh_f32(llvm::Value* a) {
    auto k = [&](double v) { return fconst(a, v); };
    llvm::Value* x = intrinsic(llvm::Intrinsic::minimum,
                               intrinsic(llvm::Intrinsic::maximum, a, k(-7.90531110763549805)),
                               k(7.90531110763549805));
    llvm::Value* x2 = b_.CreateFMul(x, x);
    llvm::Value* p = fma(x2, k(-2.76076847742355e-16), k(2.00018790482477e-13));
    for (double c : {-8.60467152213735e-11, 5.12229709037114e-08, 1.48572235717979e-05,
                     6.37261928875436e-04, 4.89352455891786e-03})
      p = fma(x2, p, k(c));
    p = b_.CreateFMul(x, p);
    llvm::Value* q = fma(x2, k(1.19825839466702e-06), k(1.18534705686654e-04));
    q = fma(x2, q, k(2.26843463243900e-03));
    q = fma(x2, q, k(4.89352518554385e-03));
    llvm::Value* abs = intrinsic(llvm::Intrinsic::fabs, a);
    llvm::Value* r = b_.CreateSelect(b_.CreateFCmpOLT(abs, k(0.0004)), a, b_.CreateFDiv(p, q));
    // From |x| = 9 on, tanh rounds to +-1 in f32.
    return b_.CreateSelect(b_.CreateFCmpOGE(abs, k(9.0)),
                           intrinsic(llvm::Intrinsic::copysign, k(1.0), a), r);
  }

  // exp for f32, inline: x = n ln2 + r with |r| <= ln2/2 (ln2 split in two
  // so n ln2 is exact), e^r by its degree-6 Taylor polynomial (error below
  // 2e-7 relative), times 2^n built from exponent bits in two halves so that
  // overflow gives inf and underflow 0. NaN propagates through the clamp.
  llvm::Value* exp_f32(llvm::Value* a) {
    auto k = [&](double v) { return fconst(a, v); };
    llvm::Value* x = intrinsic(llvm::Intrinsic::minimum,
                               intrinsic(llvm::Intrinsic::maximum, a, k(-104.0)), k(88.8));
    llvm::Value* n =
        intrinsic(llvm::Intrinsic::roundeven, b_.CreateFMul(x, k(1.44269504088896341)));
    llvm::Value* r = fma(n, k(-0.693145751953125), x);
    r = fma(n, k(-1.428606765330187045e-06), r);
    llvm::Value* p = fma(r, k(1.0 / 720), k(1.0 / 120));
    for (double c : {1.0 / 24, 1.0 / 6, 0.5, 1.0, 1.0}) p = fma(r, p, k(c));
    llvm::Type* i32 = b_.getInt32Ty();
    // NaN would make fptosi poison: use 0 there (p is NaN anyway).
    llvm::Value* ni = b_.CreateFPToSI(b_.CreateSelect(b_.CreateFCmpUNO(n, n), k(0), n), i32);
    llvm::Value* h = b_.CreateAShr(ni, 1);
    llvm::Value* h2 = b_.CreateSub(ni, h);
    auto pow2 = [&](llvm::Value* e) {
      return b_.CreateBitCast(b_.CreateShl(b_.CreateAdd(e, b_.getInt32(127)), 23), a->getType());
    };
    return b_.CreateFMul(b_.CreateFMul(p, pow2(h)), pow2(h2));
  }

  llvm::Value* exp(llvm::Value* a) {
    return a->getType()->isFloatTy() ? exp_f32(a) : intrinsic(llvm::Intrinsic::exp, a);
  }

  llvm::Value* call(const Expr& e) {
    llvm::Value* a = expr(e.a);
    llvm::Value* b = e.b >= 0 ? expr(e.b) : nullptr;
    llvm::Value* c = e.c >= 0 ? expr(e.c) : nullptr;
    const std::string& f = e.fn;
    DType ot = e.operand_type;
    if (f == "where") return b_.CreateSelect(a, b, c);
    if (f == "idx_add") return b_.CreateAdd(a, b);
    if (f == "idx_mul") return b_.CreateMul(a, b);
    if (f == "idx_div") return b_.CreateUDiv(a, b);  // never negative
    if (f == "idx_mod") return b_.CreateURem(a, b);
    if (f == "idx_min") return intrinsic(llvm::Intrinsic::smin, a, b);
    if (is_float(ot)) {
      if (f == "neg") return b_.CreateFNeg(a);
      if (f == "abs") return intrinsic(llvm::Intrinsic::fabs, a);
      if (f == "exp") return exp(a);
      if (f == "exp2") return intrinsic(llvm::Intrinsic::exp2, a);
      if (f == "log") return intrinsic(llvm::Intrinsic::log, a);
      if (f == "log1p") return libm("log1pf", "log1p", a);
      if (f == "sqrt") return intrinsic(llvm::Intrinsic::sqrt, a);
      if (f == "rsqrt") return b_.CreateFDiv(fconst(a, 1.0), intrinsic(llvm::Intrinsic::sqrt, a));
      if (f == "sin") return intrinsic(llvm::Intrinsic::sin, a);
      if (f == "cos") return intrinsic(llvm::Intrinsic::cos, a);
      if (f == "tanh") return a->getType()->isFloatTy() ? tanh_f32(a) : libm("tanhf", "tanh", a);
      if (f == "erf") return libm("erff", "erf", a);
      if (f == "sigmoid")
        return b_.CreateFDiv(
            fconst(a, 1.0),
            b_.CreateFAdd(fconst(a, 1.0), intrinsic(llvm::Intrinsic::exp, b_.CreateFNeg(a))));
      if (f == "reciprocal") return b_.CreateFDiv(fconst(a, 1.0), a);
      if (f == "floor") return intrinsic(llvm::Intrinsic::floor, a);
      if (f == "ceil") return intrinsic(llvm::Intrinsic::ceil, a);
      if (f == "round") return intrinsic(llvm::Intrinsic::roundeven, a);
      if (f == "sign") {
        llvm::Value* pos = b_.CreateUIToFP(b_.CreateFCmpOGT(a, fconst(a, 0)), a->getType());
        llvm::Value* neg = b_.CreateUIToFP(b_.CreateFCmpOLT(a, fconst(a, 0)), a->getType());
        return b_.CreateSelect(b_.CreateFCmpUNO(a, a), a, b_.CreateFSub(pos, neg));
      }
      if (f == "logical_not") return b_.CreateFCmpOEQ(a, fconst(a, 0));
      if (f == "add") return b_.CreateFAdd(a, b);
      if (f == "sub") return b_.CreateFSub(a, b);
      if (f == "mul") return b_.CreateFMul(a, b);
      if (f == "div") return b_.CreateFDiv(a, b);
      if (f == "pow") return intrinsic(llvm::Intrinsic::pow, a, b);
      if (f == "maximum") return intrinsic(llvm::Intrinsic::maximum, a, b);  // NaN propagates
      if (f == "minimum") return intrinsic(llvm::Intrinsic::minimum, a, b);
      if (f == "fmod") return b_.CreateFRem(a, b);
      if (f == "eq") return b_.CreateFCmpOEQ(a, b);
      if (f == "ne") return b_.CreateFCmpUNE(a, b);
      if (f == "lt") return b_.CreateFCmpOLT(a, b);
      if (f == "le") return b_.CreateFCmpOLE(a, b);
      if (f == "gt") return b_.CreateFCmpOGT(a, b);
      if (f == "ge") return b_.CreateFCmpOGE(a, b);
      if (f == "logical_and")
        return b_.CreateAnd(b_.CreateFCmpUNE(a, fconst(a, 0)), b_.CreateFCmpUNE(b, fconst(b, 0)));
      if (f == "logical_or")
        return b_.CreateOr(b_.CreateFCmpUNE(a, fconst(a, 0)), b_.CreateFCmpUNE(b, fconst(b, 0)));
    } else {
      bool u = is_unsigned(ot);
      bool boolean = ot == DType::b8;
      auto zero = [&](llvm::Value* x) { return iconst(x, 0); };
      if (f == "neg") return b_.CreateNeg(a);
      if (f == "abs")
        return u ? a : b_.CreateSelect(b_.CreateICmpSLT(a, zero(a)), b_.CreateNeg(a), a);
      if (f == "floor" || f == "ceil" || f == "round") return a;
      if (f == "sign") {
        if (boolean) return a;
        llvm::Value* pos = b_.CreateZExt(
            u ? b_.CreateICmpUGT(a, zero(a)) : b_.CreateICmpSGT(a, zero(a)), a->getType());
        if (u) return pos;
        llvm::Value* neg = b_.CreateZExt(b_.CreateICmpSLT(a, zero(a)), a->getType());
        return b_.CreateSub(pos, neg);
      }
      if (f == "logical_not") return b_.CreateICmpEQ(a, zero(a));
      if (f == "add") return boolean ? b_.CreateOr(a, b) : b_.CreateAdd(a, b);
      if (f == "sub") return b_.CreateSub(a, b);
      if (f == "mul") return boolean ? b_.CreateAnd(a, b) : b_.CreateMul(a, b);
      if (f == "div" || f == "fmod") {
        // Division by zero gives 0 and INT_MIN / -1 wraps, instead of trapping.
        bool div = f == "div";
        llvm::Value* is0 = b_.CreateICmpEQ(b, zero(b));
        if (u) {
          llvm::Value* safe = b_.CreateSelect(is0, iconst(b, 1), b);
          llvm::Value* r = div ? b_.CreateUDiv(a, safe) : b_.CreateURem(a, safe);
          return b_.CreateSelect(is0, zero(a), r);
        }
        llvm::Value* is_m1 = b_.CreateICmpEQ(b, iconst(b, -1));
        llvm::Value* safe = b_.CreateSelect(b_.CreateOr(is0, is_m1), iconst(b, 1), b);
        llvm::Value* r = div ? b_.CreateSDiv(a, safe) : b_.CreateSRem(a, safe);
        r = b_.CreateSelect(is_m1, div ? b_.CreateNeg(a) : zero(a), r);
        return b_.CreateSelect(is0, zero(a), r);
      }
      if (f == "pow") {
        llvm::Type* t = a->getType();
        auto* i64 = b_.getInt64Ty();
        llvm::FunctionCallee fn = m_.getOrInsertFunction("fulgur_cpu_ipow", i64, i64, i64);
        llvm::Value* r = b_.CreateCall(fn, {u ? b_.CreateZExt(a, i64) : b_.CreateSExt(a, i64),
                                            u ? b_.CreateZExt(b, i64) : b_.CreateSExt(b, i64)});
        return b_.CreateTrunc(r, t);
      }
      if (f == "maximum")
        return boolean ? b_.CreateOr(a, b)
                       : intrinsic(u ? llvm::Intrinsic::umax : llvm::Intrinsic::smax, a, b);
      if (f == "minimum")
        return boolean ? b_.CreateAnd(a, b)
                       : intrinsic(u ? llvm::Intrinsic::umin : llvm::Intrinsic::smin, a, b);
      if (f == "eq") return b_.CreateICmpEQ(a, b);
      if (f == "ne") return b_.CreateICmpNE(a, b);
      if (f == "lt") return u ? b_.CreateICmpULT(a, b) : b_.CreateICmpSLT(a, b);
      if (f == "le") return u ? b_.CreateICmpULE(a, b) : b_.CreateICmpSLE(a, b);
      if (f == "gt") return u ? b_.CreateICmpUGT(a, b) : b_.CreateICmpSGT(a, b);
      if (f == "ge") return u ? b_.CreateICmpUGE(a, b) : b_.CreateICmpSGE(a, b);
      if (f == "logical_and")
        return b_.CreateAnd(b_.CreateICmpNE(a, zero(a)), b_.CreateICmpNE(b, zero(b)));
      if (f == "logical_or")
        return b_.CreateOr(b_.CreateICmpNE(a, zero(a)), b_.CreateICmpNE(b, zero(b)));
      if (f == "bitwise_and") return b_.CreateAnd(a, b);
    }
    FULGUR_FAIL("the CPU backend has no form for ", f, " on ", dtype_short_name(ot));
  }

  llvm::Value* cast(llvm::Value* v, DType from, DType to) {
    if (from == to) return v;
    llvm::Type* t = compute_ty(to);
    bool ff = is_float(from), tf = is_float(to);
    if (ff && tf) return b_.CreateFPCast(v, t);
    if (!ff && tf) return is_unsigned(from) ? b_.CreateUIToFP(v, t) : b_.CreateSIToFP(v, t);
    if (to == DType::b8)
      return ff ? b_.CreateFCmpUNE(v, fconst(v, 0)) : b_.CreateICmpNE(v, iconst(v, 0));
    // Float to uint8 goes through int64 as in PyTorch (c10's
    // static_cast_with_inter_type): -1.5 is 255, not 0 (FPToUI of a negative
    // value is poison).
    if (ff && to == DType::u8) return b_.CreateTrunc(b_.CreateFPToSI(v, b_.getInt64Ty()), t);
    if (ff) return b_.CreateFPToSI(v, t);
    return is_unsigned(from) ? b_.CreateZExtOrTrunc(v, t) : b_.CreateSExtOrTrunc(v, t);
  }

  llvm::Value* expr(ExprId id) {
    const Expr& e = k_.expr(id);
    switch (e.op) {
      case ExprOp::Const:
        return constant(e);
      case ExprOp::Arg:
        return arg(e);
      case ExprOp::Var: {
        auto it = vars_.find(e.a);
        if (it != vars_.end()) return it->second;
        auto s = slots_.find(e.a);
        FULGUR_INTERNAL_ASSERT(s != slots_.end(), "variable ", k_.vars.at(e.a).name, " used unset");
        return b_.CreateLoad(compute_ty(k_.vars.at(e.a).type), s->second);
      }
      case ExprOp::Load: {
        llvm::Type* mt = mem_ty(e.mem);
        llvm::Value* off = b_.CreateSExt(expr(e.b), b_.getInt64Ty());
        llvm::Value* p = b_.CreateGEP(mt, buffers_.at(static_cast<size_t>(e.a)), off);
        return widen(b_.CreateLoad(mt, p), e.mem);
      }
      case ExprOp::Call:
        return call(e);
      case ExprOp::Cast:
        return cast(expr(e.a), k_.expr(e.a).type, e.type);
      case ExprOp::Round: {
        llvm::Value* v = expr(e.a);
        return widen(narrow(v, e.mem), e.mem);
      }
      case ExprOp::ArrayRef: {
        llvm::AllocaInst* a = slot(e.a);
        llvm::Value* p = b_.CreateGEP(a->getAllocatedType(), a,
                                      {b_.getInt64(0), b_.CreateSExt(expr(e.b), b_.getInt64Ty())});
        return b_.CreateLoad(compute_ty(e.type), p);
      }
      case ExprOp::Aligned: {
        llvm::Value* addr =
            b_.CreatePtrToInt(buffers_.at(static_cast<size_t>(e.a)), b_.getInt64Ty());
        return b_.CreateICmpEQ(b_.CreateAnd(addr, b_.getInt64(e.i - 1)), b_.getInt64(0));
      }
      case ExprOp::Special:
        FULGUR_FAIL("kernel ", k_.name, " uses GPU thread indices; lower it for the CPU target");
    }
    FULGUR_INTERNAL_ASSERT(false, "unknown expression");
  }

  llvm::Value* identity(ReduceKind r, DType t) {
    llvm::Type* ty = compute_ty(t);
    if (is_float(t)) {
      switch (r) {
        case ReduceKind::Sum:
          return llvm::ConstantFP::get(ty, 0.0);
        case ReduceKind::Prod:
          return llvm::ConstantFP::get(ty, 1.0);
        case ReduceKind::Max:
          return llvm::ConstantFP::getInfinity(ty, true);
        case ReduceKind::Min:
          return llvm::ConstantFP::getInfinity(ty, false);
      }
    }
    unsigned bits = ty->getIntegerBitWidth();
    bool u = is_unsigned(t);
    switch (r) {
      case ReduceKind::Sum:
        return llvm::ConstantInt::get(ty, 0);
      case ReduceKind::Prod:
        return llvm::ConstantInt::get(ty, 1);
      case ReduceKind::Max:
        return llvm::ConstantInt::get(
            ctx_, u ? llvm::APInt::getMinValue(bits) : llvm::APInt::getSignedMinValue(bits));
      case ReduceKind::Min:
        return llvm::ConstantInt::get(
            ctx_, u ? llvm::APInt::getMaxValue(bits) : llvm::APInt::getSignedMaxValue(bits));
    }
    return nullptr;
  }

  // Reductions may reassociate (as PyTorch's vectorized reductions do), so
  // the vectorizer can keep several partial sums.
  llvm::Value* combine(ReduceKind r, DType t, llvm::Value* acc, llvm::Value* v) {
    if (is_float(t)) {
      llvm::FastMathFlags fmf;
      fmf.setAllowReassoc();
      llvm::Value* out = nullptr;
      switch (r) {
        case ReduceKind::Sum:
          out = b_.CreateFAdd(acc, v);
          break;
        case ReduceKind::Prod:
          out = b_.CreateFMul(acc, v);
          break;
        case ReduceKind::Max:
          out = intrinsic(llvm::Intrinsic::maximum, acc, v);
          break;
        case ReduceKind::Min:
          out = intrinsic(llvm::Intrinsic::minimum, acc, v);
          break;
      }
      if (auto* inst = llvm::dyn_cast<llvm::Instruction>(out)) inst->setFastMathFlags(fmf);
      return out;
    }
    bool u = is_unsigned(t);
    switch (r) {
      case ReduceKind::Sum:
        return t == DType::b8 ? b_.CreateOr(acc, v) : b_.CreateAdd(acc, v);
      case ReduceKind::Prod:
        return t == DType::b8 ? b_.CreateAnd(acc, v) : b_.CreateMul(acc, v);
      case ReduceKind::Max:
        return t == DType::b8
                   ? b_.CreateOr(acc, v)
                   : intrinsic(u ? llvm::Intrinsic::umax : llvm::Intrinsic::smax, acc, v);
      case ReduceKind::Min:
        return t == DType::b8
                   ? b_.CreateAnd(acc, v)
                   : intrinsic(u ? llvm::Intrinsic::umin : llvm::Intrinsic::smin, acc, v);
    }
    return nullptr;
  }

  void for_loop(const Stmt& s) {
    llvm::Type* it = compute_ty(k_.index_type);
    llvm::Value* lo = s.start >= 0 ? expr(s.start) : llvm::ConstantInt::get(it, 0);
    llvm::Value* hi = expr(s.value);
    bool chunked = s.parallel != Parallel::Serial && !in_parallel_;
    FULGUR_CHECK(s.parallel == Parallel::Serial || chunked, "kernel ", k_.name,
                 ": nested parallel loops need the GPU; lower it for the CPU target");
    if (chunked) {
      // The caller hands this thread iterations [begin, end) of the outer loop.
      lo = intrinsic(llvm::Intrinsic::smax, lo, index(begin_));
      hi = intrinsic(llvm::Intrinsic::smin, hi, index(end_));
      in_parallel_ = true;
    }
    llvm::BasicBlock* pre = b_.GetInsertBlock();
    llvm::Function* f = pre->getParent();
    auto* head = llvm::BasicBlock::Create(ctx_, k_.vars.at(s.var).name + ".head", f);
    auto* body = llvm::BasicBlock::Create(ctx_, k_.vars.at(s.var).name + ".body", f);
    auto* exit = llvm::BasicBlock::Create(ctx_, k_.vars.at(s.var).name + ".exit", f);
    b_.CreateBr(head);
    b_.SetInsertPoint(head);
    llvm::PHINode* phi = b_.CreatePHI(it, 2);
    phi->addIncoming(lo, pre);
    b_.CreateCondBr(b_.CreateICmpSLT(phi, hi), body, exit);
    b_.SetInsertPoint(body);
    vars_[s.var] = phi;
    stmts(s.body);
    llvm::Value* next = b_.CreateAdd(phi, llvm::ConstantInt::get(it, 1), "", true, true);
    phi->addIncoming(next, b_.GetInsertBlock());
    b_.CreateBr(head);
    b_.SetInsertPoint(exit);
    vars_.erase(s.var);
    if (chunked) in_parallel_ = false;
  }

  void stmts(const std::vector<Stmt>& body) {
    for (const Stmt& s : body) {
      switch (s.kind) {
        case StmtKind::For:
          for_loop(s);
          break;
        case StmtKind::Let:
          vars_[s.var] = expr(s.value);
          break;
        case StmtKind::Store: {
          const Buffer& buf = k_.buffers.at(static_cast<size_t>(s.buffer));
          llvm::Value* v = expr(s.value);
          v = cast(v, k_.expr(s.value).type, is_low_precision(buf.dtype) ? DType::f32 : buf.dtype);
          llvm::Type* mt = mem_ty(buf.dtype);
          llvm::Value* off = b_.CreateSExt(expr(s.offset), b_.getInt64Ty());
          b_.CreateStore(narrow(v, buf.dtype),
                         b_.CreateGEP(mt, buffers_.at(static_cast<size_t>(s.buffer)), off));
          break;
        }
        case StmtKind::ArrayDecl:
          slot(s.var);
          break;
        case StmtKind::ArrayStore: {
          llvm::AllocaInst* a = slot(s.var);
          llvm::Value* p =
              b_.CreateGEP(a->getAllocatedType(), a,
                           {b_.getInt64(0), b_.CreateSExt(expr(s.offset), b_.getInt64Ty())});
          b_.CreateStore(expr(s.value), p);
          break;
        }
        case StmtKind::VecLoad:
        case StmtKind::VecStore: {
          const Buffer& buf = k_.buffers.at(static_cast<size_t>(s.buffer));
          llvm::AllocaInst* a = slot(s.var);
          llvm::Type* mt = mem_ty(buf.dtype);
          llvm::Value* base = b_.CreateSExt(expr(s.offset), b_.getInt64Ty());
          for (int j = 0; j < s.width; ++j) {
            llvm::Value* mp = b_.CreateGEP(mt, buffers_.at(static_cast<size_t>(s.buffer)),
                                           b_.CreateAdd(base, b_.getInt64(j)));
            llvm::Value* ap =
                b_.CreateGEP(a->getAllocatedType(), a, {b_.getInt64(0), b_.getInt64(j)});
            if (s.kind == StmtKind::VecLoad)
              b_.CreateStore(widen(b_.CreateLoad(mt, mp), buf.dtype), ap);
            else
              b_.CreateStore(
                  narrow(b_.CreateLoad(compute_ty(k_.vars.at(s.var).type), ap), buf.dtype), mp);
          }
          break;
        }
        case StmtKind::AccInit:
          b_.CreateStore(identity(s.reduce, k_.vars.at(s.var).type), slot(s.var));
          break;
        case StmtKind::AccUpdate: {
          llvm::AllocaInst* a = slot(s.var);
          DType t = k_.vars.at(s.var).type;
          llvm::Value* acc = b_.CreateLoad(compute_ty(t), a);
          b_.CreateStore(combine(s.reduce, t, acc, expr(s.value)), a);
          break;
        }
        case StmtKind::AccCombine:
          FULGUR_CHECK(s.level == CombineLevel::None, "kernel ", k_.name,
                       ": cross-thread reductions need the GPU; lower it for the CPU target");
          break;
      }
    }
  }

  const Kernel& k_;
  llvm::LLVMContext& ctx_;
  llvm::Module& m_;
  llvm::IRBuilder<> b_;
  std::string symbol_;
  llvm::Function* impl_ = nullptr;
  llvm::BasicBlock* entry_ = nullptr;
  std::vector<llvm::Value*> buffers_, scalars_;
  llvm::Value* begin_ = nullptr;
  llvm::Value* end_ = nullptr;
  std::unordered_map<VarId, llvm::Value*> vars_;
  std::unordered_map<VarId, llvm::AllocaInst*> slots_;
  bool in_parallel_ = false;
};

// ---- the JIT ------------------------------------------------------------------

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

class Jit {
 public:
  static Jit& get() {
    static Jit jit;
    return jit;
  }

  CpuKernel compile(const Kernel& k) {
    std::string key = print_kernel_ir(k);
    std::lock_guard<std::mutex> lock(mu_);
    auto it = cache_.find(key);
    if (it != cache_.end()) {
      ++g_hits;
      return {it->second, 0, true};
    }
    auto start = std::chrono::steady_clock::now();
    std::string symbol = "fulgur_" + k.name + "_" + std::to_string(counter_++);
    auto ctx = std::make_unique<llvm::LLVMContext>();
    auto m = build_module(k, *ctx, symbol);
    const bool huge = instruction_count(*m) > kHugeFunction;
    optimize(*m, huge);
    if (const char* dump = std::getenv("FULGUR_DUMP"); dump && std::strstr(dump, "llvm")) {
      llvm::errs() << "; ---- FULGUR_DUMP=llvm: " << symbol
                   << (huge ? " after O1\n" : " after O3\n");
      m->print(llvm::errs(), nullptr);
    }
    if (huge) {
      add_object_compiled_fast(*m, symbol);
    } else {
      auto err = jit_->addIRModule(llvm::orc::ThreadSafeModule(std::move(m), std::move(ctx)));
      if (err) fail_llvm("adding " + k.name, std::move(err));
    }
    auto addr = check_llvm("looking up " + symbol, jit_->lookup(symbol));
    auto fn = addr.toPtr<CpuKernelFn>();
    cache_.emplace(std::move(key), fn);
    ++g_compiled;
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return {fn, ms, false};
  }

  NativeHost compile_host(const HostProgram& p, const std::vector<int64_t>& spec) {
    std::lock_guard<std::mutex> lock(mu_);
    auto start = std::chrono::steady_clock::now();
    std::string symbol = "fulgur_host_" + std::to_string(counter_++);
    auto ctx = std::make_unique<llvm::LLVMContext>();
    auto m = std::make_unique<llvm::Module>(symbol, *ctx);
    m->setDataLayout(tm_->createDataLayout());
    m->setTargetTriple(triple_);
    emit_host(p, spec, *ctx, *m, symbol);
    std::string err;
    llvm::raw_string_ostream os(err);
    FULGUR_INTERNAL_ASSERT(!llvm::verifyModule(*m, &os), "invalid host program IR: ", os.str());
    optimize(*m);
    if (const char* dump = std::getenv("FULGUR_DUMP"); dump && std::strstr(dump, "host")) {
      llvm::errs() << "; ---- FULGUR_DUMP=host: " << symbol << " after O3\n";
      m->print(llvm::errs(), nullptr);
    }
    if (auto e = jit_->addIRModule(llvm::orc::ThreadSafeModule(std::move(m), std::move(ctx))))
      fail_llvm("adding the host program", std::move(e));
    auto addr = check_llvm("looking up " + symbol, jit_->lookup(symbol));
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++g_host_programs;
    return {addr.toPtr<NativeHostFn>(), ms};
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

  std::string description() const { return triple_ + " " + cpu_ + " " + features_; }

 private:
  Jit() {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    // glibc's vector math library, for vectorized exp/log/tanh/...
    std::string err;
    have_libmvec_ = !llvm::sys::DynamicLibrary::LoadLibraryPermanently("libmvec.so.1", &err);
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
    jit_ =
        check_llvm("creating the JIT",
                   llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(jtmb)).create());
    auto gen = check_llvm("searching the process for symbols",
                          llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
                              jit_->getDataLayout().getGlobalPrefix()));
    jit_->getMainJITDylib().addGenerator(std::move(gen));
    llvm::orc::SymbolMap runtime;
    auto add = [&](const char* name, auto* f) {
      runtime[jit_->mangleAndIntern(name)] = llvm::orc::ExecutorSymbolDef(
          llvm::orc::ExecutorAddr::fromPtr(f), llvm::JITSymbolFlags::Exported);
    };
    add("fulgur_cpu_ipow", &fulgur_cpu_ipow);
    add("fulgur_rt_data", &fulgur_rt_data);
    add("fulgur_rt_arena", &fulgur_rt_arena);
    add("fulgur_rt_stride", &fulgur_rt_stride);
    add("fulgur_rt_number_bits", &fulgur_rt_number_bits);
    add("fulgur_rt_exec", &fulgur_rt_exec);
    add("fulgur_rt_launch", &fulgur_rt_launch);
    if (auto e = jit_->getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(runtime))))
      fail_llvm("defining runtime symbols", std::move(e));
  }

  // int32 host(frame, spec, spec_len): the prologue (spec words against the
  // compiled-for spec), then one call per instruction.
  void emit_host(const HostProgram& p, const std::vector<int64_t>& spec, llvm::LLVMContext& ctx,
                 llvm::Module& m, const std::string& symbol) {
    llvm::IRBuilder<> b(ctx);
    auto* i32 = b.getInt32Ty();
    auto* i64 = b.getInt64Ty();
    auto* ptr = b.getPtrTy();
    auto* fty = llvm::FunctionType::get(i32, {ptr, ptr, i64}, false);
    auto* fn = llvm::Function::Create(fty, llvm::Function::ExternalLinkage, symbol, m);
    fn->addFnAttr("target-cpu", cpu_);
    fn->addFnAttr("target-features", features_);
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
    auto data = rt("fulgur_rt_data", ptr, {ptr, i32});
    auto stride = rt("fulgur_rt_stride", i64, {ptr, i32, i32});
    auto number = rt("fulgur_rt_number_bits", i64, {ptr, i32, i32});
    auto exec = rt("fulgur_rt_exec", b.getVoidTy(), {ptr, i32});
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
      if (in.op == HostInstr::Op::Free && std::all_of(in.slots.begin(), in.slots.end(),
                                                      [&](int s) { return arena_offset(s) >= 0; }))
        continue;
      if (in.op != HostInstr::Op::Launch) {
        b.CreateCall(exec, {frame, b.getInt32(static_cast<int32_t>(i))});
        continue;
      }
      if (in.work <= 0) continue;
      for (size_t j = 0; j < in.buffers.size(); ++j) {
        int64_t off = arena_offset(in.buffers[j]);
        llvm::Value* v = off >= 0 ? b.CreateConstGEP1_64(b.getInt8Ty(), arena, off)
                                  : b.CreateCall(data, {frame, b.getInt32(in.buffers[j])});
        b.CreateStore(v, b.CreateConstGEP1_64(ptr, bufs, j));
      }
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
      llvm::Value* kfn = b.CreateIntToPtr(
          b.getInt64(static_cast<int64_t>(reinterpret_cast<uintptr_t>(in.fn))), ptr);
      if (in.work <= in.grain) {
        // One chunk: call the kernel directly.
        b.CreateCall(kernel_ty, kfn, {bufs, scal, b.getInt64(0), b.getInt64(in.work)});
      } else {
        b.CreateCall(launch, {frame, kfn, bufs, scal, b.getInt64(in.work), b.getInt64(in.grain)});
      }
    }
    b.CreateRet(b.getInt32(0));
  }

  std::unique_ptr<llvm::Module> build_module(const Kernel& k, llvm::LLVMContext& ctx,
                                             const std::string& symbol) {
    auto m = std::make_unique<llvm::Module>(symbol, ctx);
    m->setDataLayout(tm_->createDataLayout());
    m->setTargetTriple(triple_);
    Emitter(k, ctx, *m, symbol).run(cpu_, features_);
    std::string err;
    llvm::raw_string_ostream os(err);
    FULGUR_INTERNAL_ASSERT(!llvm::verifyModule(*m, &os), "invalid LLVM IR for ", k.name, ": ",
                           os.str());
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

  // Compiles `m` to an object file with CodeGenOptLevel::None and adds it.
  void add_object_compiled_fast(llvm::Module& m, const std::string& symbol) {
    if (!fast_tm_) {
      auto jtmb =
          check_llvm("detecting the host", llvm::orc::JITTargetMachineBuilder::detectHost());
      jtmb.setCPU(cpu_);
      jtmb.addFeatures({features_});
      jtmb.setCodeGenOptLevel(llvm::CodeGenOptLevel::None);
      fast_tm_ = check_llvm("creating the target machine", jtmb.createTargetMachine());
    }
    llvm::SmallVector<char, 0> object;
    llvm::raw_svector_ostream os(object);
    llvm::legacy::PassManager pm;
    FULGUR_INTERNAL_ASSERT(
        !fast_tm_->addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::ObjectFile),
        "the host target cannot emit object files");
    pm.run(m);
    auto buffer =
        llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(object.data(), object.size()), symbol);
    if (auto e = jit_->addObjectFile(std::move(buffer)))
      fail_llvm("adding " + symbol, std::move(e));
  }

  void optimize(llvm::Module& m, bool huge = false) {
    llvm::PipelineTuningOptions pto;
    // The vectorizers model the whole loop body: minutes on a huge one.
    pto.LoopVectorization = !huge;
    pto.SLPVectorization = !huge;
    llvm::PassBuilder pb(tm_.get(), pto);
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::Triple triple(triple_);
    llvm::TargetLibraryInfoImpl tlii(triple);
    if (have_libmvec_) {
      tlii.addVectorizableFunctionsFromVecLib(llvm::TargetLibraryInfoImpl::LIBMVEC_X86, triple);
      bool avx2 = features_.find("+avx2") != std::string::npos;
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
  std::unique_ptr<llvm::TargetMachine> tm_;
  std::unique_ptr<llvm::TargetMachine> fast_tm_;  // huge kernels (add_object_compiled_fast)
  std::unique_ptr<llvm::orc::LLJIT> jit_;
  std::unordered_map<std::string, CpuKernelFn> cache_;
  std::string cpu_, features_, triple_;
  bool have_libmvec_ = false;
  int64_t counter_ = 0;
};

}  // namespace

bool llvm_available() {
  return true;
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

#endif  // FULGUR_HAVE_LLVM

}  // namespace fulgur::codegen::cpu
