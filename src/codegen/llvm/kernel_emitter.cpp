// The kernel emitter: kernel IR -> the LLVM IR of one CPU kernel (an entry
// point unpacking the argument arrays around an always-inlined body with
// noalias buffers). Deterministic: the same kernel gives the same IR.
#include "codegen/llvm/kernel_emitter.h"

#include <unordered_map>

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>

#include "ir/error.h"

namespace fulgur::codegen::cpu {

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

bool is_unsigned(DType t) {
  return t == DType::u8 || t == DType::b8;
}

// ---- emitting one kernel -----------------------------------------------------

class Emitter {
 public:
  Emitter(const Kernel& k, llvm::LLVMContext& ctx, llvm::Module& m, const std::string& symbol,
          bool specialize_extents)
      : k_(k),
        ctx_(ctx),
        m_(m),
        b_(ctx),
        symbol_(symbol),
        specialize_extents_(specialize_extents) {}

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
  // if (is0) fulgur_cpu_integer_division_by_zero(); as a branch the
  // optimizer treats as cold.
  void note_division_by_zero(llvm::Value* is0) {
    llvm::Function* f = b_.GetInsertBlock()->getParent();
    auto* yes = llvm::BasicBlock::Create(ctx_, "div_by_zero", f);
    auto* next = llvm::BasicBlock::Create(ctx_, "div_by_zero.next", f);
    b_.CreateCondBr(is0, yes, next, llvm::MDBuilder(ctx_).createUnlikelyBranchWeights());
    b_.SetInsertPoint(yes);
    llvm::FunctionCallee note =
        m_.getOrInsertFunction("fulgur_cpu_integer_division_by_zero", b_.getVoidTy());
    if (auto* callee = llvm::dyn_cast<llvm::Function>(note.getCallee())) {
      callee->addFnAttr(llvm::Attribute::Cold);
      callee->addFnAttr(llvm::Attribute::NoUnwind);
    }
    b_.CreateCall(note);
    b_.CreateBr(next);
    b_.SetInsertPoint(next);
  }

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
    const kernel::ScalarArg& sa = k_.scalars.at(static_cast<size_t>(e.a));
    if (specialize_extents_ && sa.kind == kernel::ScalarArg::Kind::Extents)
      return llvm::ConstantInt::get(compute_ty(e.type),
                                    static_cast<uint64_t>(kernel::extent_product(k_, sa.dims)));
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

  // Philox 4x32-10 at (seed, offset, index), all i64: the f32 uniform in
  // [0, 1) of runtime/philox.h, inline (plain integer ops, so it vectorizes).
  llvm::Value* philox_uniform(llvm::Value* seed, llvm::Value* offset, llvm::Value* index) {
    llvm::Type* i32 = b_.getInt32Ty();
    llvm::Type* i64 = b_.getInt64Ty();
    auto lo = [&](llvm::Value* v) { return b_.CreateTrunc(v, i32); };
    auto hi = [&](llvm::Value* v) { return b_.CreateTrunc(b_.CreateLShr(v, 32), i32); };
    llvm::Value *k0 = lo(seed), *k1 = hi(seed);
    llvm::Value *c0 = lo(index), *c1 = hi(index), *c2 = lo(offset), *c3 = hi(offset);
    for (int r = 0; r < 10; ++r) {
      llvm::Value* p0 = b_.CreateMul(b_.getInt64(0xD2511F53u), b_.CreateZExt(c0, i64));
      llvm::Value* p1 = b_.CreateMul(b_.getInt64(0xCD9E8D57u), b_.CreateZExt(c2, i64));
      llvm::Value* n0 = b_.CreateXor(b_.CreateXor(hi(p1), c1), k0);
      llvm::Value* n1 = lo(p1);
      llvm::Value* n2 = b_.CreateXor(b_.CreateXor(hi(p0), c3), k1);
      llvm::Value* n3 = lo(p0);
      c0 = n0;
      c1 = n1;
      c2 = n2;
      c3 = n3;
      k0 = b_.CreateAdd(k0, b_.getInt32(0x9E3779B9u));
      k1 = b_.CreateAdd(k1, b_.getInt32(0xBB67AE85u));
    }
    llvm::Value* bits = b_.CreateUIToFP(b_.CreateLShr(c0, 8), b_.getFloatTy());
    return b_.CreateFMul(bits, llvm::ConstantFP::get(b_.getFloatTy(), 1.0 / 16777216.0));
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
    if (f == "philox_uniform") return philox_uniform(a, b, c);
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
        return b_.CreateFSub(pos, neg);  // NaN: 0 - 0 = 0, as torch.sign
      }
      if (f == "logical_not") return b_.CreateFCmpOEQ(a, fconst(a, 0));
      if (f == "add") return b_.CreateFAdd(a, b);
      if (f == "sub") return b_.CreateFSub(a, b);
      if (f == "mul") return b_.CreateFMul(a, b);
      if (f == "div") return b_.CreateFDiv(a, b);
      if (f == "pow") {
        // A literal exponent of 2 or 3 multiplies, as ATen's pow with a
        // scalar exponent does (PowKernel.cpp): its values, without a libm
        // call per element (GELU's tanh form cubes its input).
        if (auto* c = llvm::dyn_cast<llvm::ConstantFP>(b)) {
          if (c->isExactlyValue(2.0)) return b_.CreateFMul(a, a);
          if (c->isExactlyValue(3.0)) return b_.CreateFMul(b_.CreateFMul(a, a), a);
        }
        return intrinsic(llvm::Intrinsic::pow, a, b);
      }
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
        // INT_MIN / -1 wraps, instead of trapping. A zero divisor gives 0 and
        // marks the launch, which then fails as eager raises ZeroDivisionError
        // (fulgur_cpu_integer_division_by_zero).
        bool div = f == "div";
        llvm::Value* is0 = b_.CreateICmpEQ(b, zero(b));
        note_division_by_zero(is0);
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
  bool specialize_extents_ = false;
  llvm::Function* impl_ = nullptr;
  llvm::BasicBlock* entry_ = nullptr;
  std::vector<llvm::Value*> buffers_, scalars_;
  llvm::Value* begin_ = nullptr;
  llvm::Value* end_ = nullptr;
  std::unordered_map<VarId, llvm::Value*> vars_;
  std::unordered_map<VarId, llvm::AllocaInst*> slots_;
  bool in_parallel_ = false;
};

}  // namespace

bool specializes_extents(const Kernel& k) {
  int64_t n = 1;
  for (int64_t e : k.domain) n *= e;
  return n <= kSpecializeMaxElements;
}

void emit_kernel(const Kernel& k, llvm::Module& m, const std::string& symbol,
                 const std::string& cpu, const std::string& features) {
  Emitter(k, m.getContext(), m, symbol, specializes_extents(k)).run(cpu, features);
}

}  // namespace fulgur::codegen::cpu
