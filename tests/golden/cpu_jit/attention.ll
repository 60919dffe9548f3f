; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca [16 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %2 to i32
  %13 = trunc i64 %7 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %8 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %17 = phi i32 [ %14, %body ], [ %88, %e.exit6 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %10, align 4
  %19 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %31, %e.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = trunc i64 %3 to i32
  %23 = mul i32 %17, %22
  %24 = add i32 %23, %20
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %27, 0x3FC6A09E60000000
  %29 = load float, ptr %10, align 4
  %30 = call reassoc float @llvm.maximum.f32(float %29, float %28)
  store float %30, ptr %10, align 4
  %31 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %9, align 4
  %32 = trunc i64 %3 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %33 = phi i32 [ 0, %e.exit ], [ %73, %e.body2 ]
  %34 = icmp slt i32 %33, %32
  br i1 %34, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %35 = trunc i64 %3 to i32
  %36 = mul i32 %17, %35
  %37 = add i32 %36, %33
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fmul float %40, 0x3FC6A09E60000000
  %42 = load float, ptr %10, align 4
  %43 = fsub float %41, %42
  %44 = call float @llvm.maximum.f32(float %43, float -1.040000e+02)
  %45 = call float @llvm.minimum.f32(float %44, float 0x4056333340000000)
  %46 = fmul float %45, 0x3FF7154760000000
  %47 = call float @llvm.roundeven.f32(float %46)
  %48 = call float @llvm.fmuladd.f32(float %47, float 0xBFE62E4000000000, float %45)
  %49 = call float @llvm.fmuladd.f32(float %47, float 0xBEB7F7D1C0000000, float %48)
  %50 = call float @llvm.fmuladd.f32(float %49, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %51 = call float @llvm.fmuladd.f32(float %49, float %50, float 0x3FA5555560000000)
  %52 = call float @llvm.fmuladd.f32(float %49, float %51, float 0x3FC5555560000000)
  %53 = call float @llvm.fmuladd.f32(float %49, float %52, float 5.000000e-01)
  %54 = call float @llvm.fmuladd.f32(float %49, float %53, float 1.000000e+00)
  %55 = call float @llvm.fmuladd.f32(float %49, float %54, float 1.000000e+00)
  %56 = fcmp uno float %47, %47
  %57 = select i1 %56, float 0.000000e+00, float %47
  %58 = fptosi float %57 to i32
  %59 = ashr i32 %58, 1
  %60 = sub i32 %58, %59
  %61 = add i32 %60, 127
  %62 = shl i32 %61, 23
  %63 = bitcast i32 %62 to float
  %64 = add i32 %59, 127
  %65 = shl i32 %64, 23
  %66 = bitcast i32 %65 to float
  %67 = fmul float %55, %66
  %68 = fmul float %67, %63
  %69 = sext i32 %33 to i64
  %70 = getelementptr [16 x float], ptr %11, i64 0, i64 %69
  store float %68, ptr %70, align 4
  %71 = load float, ptr %9, align 4
  %72 = fadd reassoc float %71, %68
  store float %72, ptr %9, align 4
  %73 = add nuw nsw i32 %33, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %74 = trunc i64 %3 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %75 = phi i32 [ 0, %e.exit3 ], [ %87, %e.body5 ]
  %76 = icmp slt i32 %75, %74
  br i1 %76, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %77 = sext i32 %75 to i64
  %78 = getelementptr [16 x float], ptr %11, i64 0, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = load float, ptr %9, align 4
  %81 = fdiv float %79, %80
  %82 = trunc i64 %3 to i32
  %83 = mul i32 %17, %82
  %84 = add i32 %83, %75
  %85 = sext i32 %84 to i64
  %86 = getelementptr float, ptr %1, i64 %85
  store float %81, ptr %86, align 4
  %87 = add nuw nsw i32 %75, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %88 = add nuw nsw i32 %17, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion0(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 3
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 4
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_host'
source_filename = "fulgur_host"
target datalayout = "HOST"
target triple = "HOST"

@fulgur_host_spec = private constant [3 x i64] [i64 1, i64 2, i64 3]
@fulgur_host_proxies = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs = private constant [1 x i32] [i32 1]
@fulgur_host_outputs = private constant [1 x i32] [i32 3]
@fulgur_host_proxies.1 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [2 x i32] [i32 0, i32 3]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 4]
@fulgur_host_shape = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.4 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.5 = private constant [2 x i32] [i32 5, i32 2]
@fulgur_host_outputs.6 = private constant [1 x i32] [i32 6]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [2 x ptr], align 8
  %4 = alloca [5 x i64], align 8
  %5 = icmp eq i64 %2, 3
  br i1 %5, label %prologue, label %mismatch

prologue:                                         ; preds = %entry
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = load i64, ptr @fulgur_host_spec, align 8
  %9 = icmp eq i64 %7, %8
  br i1 %9, label %prologue1, label %mismatch

mismatch:                                         ; preds = %prologue2, %prologue1, %prologue, %entry
  ret i32 1

prologue1:                                        ; preds = %prologue
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr getelementptr ([3 x i64], ptr @fulgur_host_spec, i64 0, i64 1), align 8
  %13 = icmp eq i64 %11, %12
  br i1 %13, label %prologue2, label %mismatch

prologue2:                                        ; preds = %prologue1
  %14 = getelementptr i64, ptr %1, i64 2
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr getelementptr ([3 x i64], ptr @fulgur_host_spec, i64 0, i64 2), align 8
  %17 = icmp eq i64 %15, %16
  br i1 %17, label %prologue3, label %mismatch

prologue3:                                        ; preds = %prologue2
  br label %body

body:                                             ; preds = %prologue3
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 1, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.1, ptr @fulgur_host_inputs.2, i32 2, ptr @fulgur_host_outputs.3, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 3)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 4)
  call void @fulgur_rt_allocate(ptr %0, i32 5, i32 1, i32 4, ptr @fulgur_host_shape)
  %18 = call ptr @fulgur_rt_data(ptr %0, i32 4)
  %19 = getelementptr ptr, ptr %3, i64 0
  store ptr %18, ptr %19, align 8
  %20 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %21 = getelementptr ptr, ptr %3, i64 1
  store ptr %20, ptr %21, align 8
  %22 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %24, align 8
  %25 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %25, align 8
  %26 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %26, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 4)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.4, ptr @fulgur_host_inputs.5, i32 2, ptr @fulgur_host_outputs.6, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 5)
  ret i32 0
}

declare ptr @fulgur_rt_data(ptr, i32)

declare i64 @fulgur_rt_stride(ptr, i32, i32)

declare i64 @fulgur_rt_number_bits(ptr, i32, i32)

declare void @fulgur_rt_allocate(ptr, i32, i32, i32, ptr)

declare void @fulgur_rt_make_contiguous(ptr, i32)

declare void @fulgur_rt_library_call(ptr, ptr, ptr, ptr, i32, ptr, i32)

declare void @fulgur_rt_start_collective(ptr, ptr, i32, i32, i32, i32, ptr)

declare void @fulgur_rt_wait(ptr, i32, i32)

declare void @fulgur_rt_free(ptr, i32)

declare void @fulgur_rt_view(ptr, ptr)

declare void @fulgur_rt_copy(ptr, ptr)

declare void @fulgur_rt_launch(ptr, ptr, ptr, ptr, i64, i64)

attributes #0 = { "target-cpu"="HOST" "target-features"="HOST" }
