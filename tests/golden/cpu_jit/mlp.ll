; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 64, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %45, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = sext i32 %10 to i64
  %13 = getelementptr float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul float 5.000000e-01, %14
  %16 = fmul float %14, %14
  %17 = fmul float %16, %14
  %18 = fmul float 0x3FA6E4E260000000, %17
  %19 = fadd float %14, %18
  %20 = fmul float 0x3FE9884540000000, %19
  %21 = call float @llvm.maximum.f32(float %20, float 0xC01F9F09E0000000)
  %22 = call float @llvm.minimum.f32(float %21, float 0x401F9F09E0000000)
  %23 = fmul float %22, %22
  %24 = call float @llvm.fmuladd.f32(float %23, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %25 = call float @llvm.fmuladd.f32(float %23, float %24, float 0xBDD7A6FFE0000000)
  %26 = call float @llvm.fmuladd.f32(float %23, float %25, float 0x3E6B800820000000)
  %27 = call float @llvm.fmuladd.f32(float %23, float %26, float 0x3EEF286940000000)
  %28 = call float @llvm.fmuladd.f32(float %23, float %27, float 0x3F44E1BDA0000000)
  %29 = call float @llvm.fmuladd.f32(float %23, float %28, float 0x3F740B3B80000000)
  %30 = fmul float %22, %29
  %31 = call float @llvm.fmuladd.f32(float %23, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %32 = call float @llvm.fmuladd.f32(float %23, float %31, float 0x3F629540A0000000)
  %33 = call float @llvm.fmuladd.f32(float %23, float %32, float 0x3F740B3BA0000000)
  %34 = call float @llvm.fabs.f32(float %20)
  %35 = fdiv float %30, %33
  %36 = fcmp olt float %34, 0x3F3A36E2E0000000
  %37 = select i1 %36, float %20, float %35
  %38 = call float @llvm.copysign.f32(float 1.000000e+00, float %20)
  %39 = fcmp oge float %34, 9.000000e+00
  %40 = select i1 %39, float %38, float %37
  %41 = fadd float 1.000000e+00, %40
  %42 = fmul float %15, %41
  %43 = sext i32 %10 to i64
  %44 = getelementptr float, ptr %1, i64 %43
  store float %42, ptr %44, align 4
  %45 = add nuw nsw i32 %10, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_proxies = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs = private constant [3 x i32] [i32 0, i32 1, i32 2]
@fulgur_host_outputs = private constant [1 x i32] [i32 5]
@fulgur_host_shape = private constant [2 x i64] [i64 4, i64 16]
@fulgur_host_proxies.1 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [3 x i32] [i32 6, i32 3, i32 4]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 7]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [2 x ptr], align 8
  %4 = alloca [2 x i64], align 8
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
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 3, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 5)
  call void @fulgur_rt_allocate(ptr %0, i32 6, i32 1, i32 2, ptr @fulgur_host_shape)
  %18 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %19 = getelementptr ptr, ptr %3, i64 0
  store ptr %18, ptr %19, align 8
  %20 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %21 = getelementptr ptr, ptr %3, i64 1
  store ptr %20, ptr %21, align 8
  %22 = getelementptr i64, ptr %4, i64 0
  store i64 64, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %23, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 64)
  call void @fulgur_rt_free(ptr %0, i32 5)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.1, ptr @fulgur_host_inputs.2, i32 3, ptr @fulgur_host_outputs.3, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 6)
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
