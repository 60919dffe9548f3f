; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %6 = trunc i64 %2 to i32
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 %6, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %46, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fmul float 5.000000e-01, %15
  %17 = fmul float %15, %15
  %18 = fmul float %17, %15
  %19 = fmul float 0x3FA6E4E260000000, %18
  %20 = fadd float %15, %19
  %21 = fmul float 0x3FE9884540000000, %20
  %22 = call float @llvm.maximum.f32(float %21, float 0xC01F9F09E0000000)
  %23 = call float @llvm.minimum.f32(float %22, float 0x401F9F09E0000000)
  %24 = fmul float %23, %23
  %25 = call float @llvm.fmuladd.f32(float %24, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %26 = call float @llvm.fmuladd.f32(float %24, float %25, float 0xBDD7A6FFE0000000)
  %27 = call float @llvm.fmuladd.f32(float %24, float %26, float 0x3E6B800820000000)
  %28 = call float @llvm.fmuladd.f32(float %24, float %27, float 0x3EEF286940000000)
  %29 = call float @llvm.fmuladd.f32(float %24, float %28, float 0x3F44E1BDA0000000)
  %30 = call float @llvm.fmuladd.f32(float %24, float %29, float 0x3F740B3B80000000)
  %31 = fmul float %23, %30
  %32 = call float @llvm.fmuladd.f32(float %24, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %33 = call float @llvm.fmuladd.f32(float %24, float %32, float 0x3F629540A0000000)
  %34 = call float @llvm.fmuladd.f32(float %24, float %33, float 0x3F740B3BA0000000)
  %35 = call float @llvm.fabs.f32(float %21)
  %36 = fdiv float %31, %34
  %37 = fcmp olt float %35, 0x3F3A36E2E0000000
  %38 = select i1 %37, float %21, float %36
  %39 = call float @llvm.copysign.f32(float 1.000000e+00, float %21)
  %40 = fcmp oge float %35, 9.000000e+00
  %41 = select i1 %40, float %39, float %38
  %42 = fadd float 1.000000e+00, %41
  %43 = fmul float %16, %42
  %44 = sext i32 %11 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  store float %43, ptr %45, align 4
  %46 = add nuw nsw i32 %11, 1
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
; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %6 = trunc i64 %2 to i32
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 %6, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %46, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fmul float 5.000000e-01, %15
  %17 = fmul float %15, %15
  %18 = fmul float %17, %15
  %19 = fmul float 0x3FA6E4E260000000, %18
  %20 = fadd float %15, %19
  %21 = fmul float 0x3FE9884540000000, %20
  %22 = call float @llvm.maximum.f32(float %21, float 0xC01F9F09E0000000)
  %23 = call float @llvm.minimum.f32(float %22, float 0x401F9F09E0000000)
  %24 = fmul float %23, %23
  %25 = call float @llvm.fmuladd.f32(float %24, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %26 = call float @llvm.fmuladd.f32(float %24, float %25, float 0xBDD7A6FFE0000000)
  %27 = call float @llvm.fmuladd.f32(float %24, float %26, float 0x3E6B800820000000)
  %28 = call float @llvm.fmuladd.f32(float %24, float %27, float 0x3EEF286940000000)
  %29 = call float @llvm.fmuladd.f32(float %24, float %28, float 0x3F44E1BDA0000000)
  %30 = call float @llvm.fmuladd.f32(float %24, float %29, float 0x3F740B3B80000000)
  %31 = fmul float %23, %30
  %32 = call float @llvm.fmuladd.f32(float %24, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %33 = call float @llvm.fmuladd.f32(float %24, float %32, float 0x3F629540A0000000)
  %34 = call float @llvm.fmuladd.f32(float %24, float %33, float 0x3F740B3BA0000000)
  %35 = call float @llvm.fabs.f32(float %21)
  %36 = fdiv float %31, %34
  %37 = fcmp olt float %35, 0x3F3A36E2E0000000
  %38 = select i1 %37, float %21, float %36
  %39 = call float @llvm.copysign.f32(float 1.000000e+00, float %21)
  %40 = fcmp oge float %35, 9.000000e+00
  %41 = select i1 %40, float %39, float %38
  %42 = fadd float 1.000000e+00, %41
  %43 = fmul float %16, %42
  %44 = sext i32 %11 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  store float %43, ptr %45, align 4
  %46 = add nuw nsw i32 %11, 1
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
; ModuleID = 'fulgur_cpuFusion1'
source_filename = "fulgur_cpuFusion1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  %9 = alloca [4 x float], align 4
  %10 = alloca [4 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %4 to i32
  %12 = trunc i64 %6 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %7 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %16 = phi i32 [ %13, %body ], [ %151, %e.exit3 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  %18 = trunc i64 %5 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %105, %e.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = trunc i64 %4 to i32
  %22 = mul i32 %19, %21
  %23 = add i32 %22, %16
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = trunc i64 %4 to i32
  %28 = mul i32 %19, %27
  %29 = add i32 %28, %16
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul float %32, %32
  %34 = fmul float %33, %32
  %35 = fmul float 0x3FA6E4E260000000, %34
  %36 = fadd float %32, %35
  %37 = fmul float 0x3FE9884540000000, %36
  %38 = call float @llvm.maximum.f32(float %37, float 0xC01F9F09E0000000)
  %39 = call float @llvm.minimum.f32(float %38, float 0x401F9F09E0000000)
  %40 = fmul float %39, %39
  %41 = call float @llvm.fmuladd.f32(float %40, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %42 = call float @llvm.fmuladd.f32(float %40, float %41, float 0xBDD7A6FFE0000000)
  %43 = call float @llvm.fmuladd.f32(float %40, float %42, float 0x3E6B800820000000)
  %44 = call float @llvm.fmuladd.f32(float %40, float %43, float 0x3EEF286940000000)
  %45 = call float @llvm.fmuladd.f32(float %40, float %44, float 0x3F44E1BDA0000000)
  %46 = call float @llvm.fmuladd.f32(float %40, float %45, float 0x3F740B3B80000000)
  %47 = fmul float %39, %46
  %48 = call float @llvm.fmuladd.f32(float %40, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %49 = call float @llvm.fmuladd.f32(float %40, float %48, float 0x3F629540A0000000)
  %50 = call float @llvm.fmuladd.f32(float %40, float %49, float 0x3F740B3BA0000000)
  %51 = call float @llvm.fabs.f32(float %37)
  %52 = fdiv float %47, %50
  %53 = fcmp olt float %51, 0x3F3A36E2E0000000
  %54 = select i1 %53, float %37, float %52
  %55 = call float @llvm.copysign.f32(float 1.000000e+00, float %37)
  %56 = fcmp oge float %51, 9.000000e+00
  %57 = select i1 %56, float %55, float %54
  %58 = sext i32 %19 to i64
  %59 = getelementptr [4 x float], ptr %10, i64 0, i64 %58
  store float %57, ptr %59, align 4
  %60 = fadd float 1.000000e+00, %57
  %61 = fmul float 5.000000e-01, %60
  %62 = fmul float 5.000000e-01, %32
  %63 = call float @llvm.fabs.f32(float %37)
  %64 = fmul float %63, -2.000000e+00
  %65 = call float @llvm.maximum.f32(float %64, float -1.040000e+02)
  %66 = call float @llvm.minimum.f32(float %65, float 0x4056333340000000)
  %67 = fmul float %66, 0x3FF7154760000000
  %68 = call float @llvm.roundeven.f32(float %67)
  %69 = call float @llvm.fmuladd.f32(float %68, float 0xBFE62E4000000000, float %66)
  %70 = call float @llvm.fmuladd.f32(float %68, float 0xBEB7F7D1C0000000, float %69)
  %71 = call float @llvm.fmuladd.f32(float %70, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %72 = call float @llvm.fmuladd.f32(float %70, float %71, float 0x3FA5555560000000)
  %73 = call float @llvm.fmuladd.f32(float %70, float %72, float 0x3FC5555560000000)
  %74 = call float @llvm.fmuladd.f32(float %70, float %73, float 5.000000e-01)
  %75 = call float @llvm.fmuladd.f32(float %70, float %74, float 1.000000e+00)
  %76 = call float @llvm.fmuladd.f32(float %70, float %75, float 1.000000e+00)
  %77 = fcmp uno float %68, %68
  %78 = select i1 %77, float 0.000000e+00, float %68
  %79 = fptosi float %78 to i32
  %80 = ashr i32 %79, 1
  %81 = sub i32 %79, %80
  %82 = add i32 %81, 127
  %83 = shl i32 %82, 23
  %84 = bitcast i32 %83 to float
  %85 = add i32 %80, 127
  %86 = shl i32 %85, 23
  %87 = bitcast i32 %86 to float
  %88 = fmul float %76, %87
  %89 = fmul float %88, %84
  %90 = sext i32 %19 to i64
  %91 = getelementptr [4 x float], ptr %9, i64 0, i64 %90
  store float %89, ptr %91, align 4
  %92 = fmul float %89, 4.000000e+00
  %93 = fadd float %89, 1.000000e+00
  %94 = fmul float %93, %93
  %95 = fdiv float %92, %94
  %96 = fmul float 0x3FC12BA9E0000000, %33
  %97 = fadd float 1.000000e+00, %96
  %98 = fmul float 0x3FE9884540000000, %97
  %99 = fmul float %95, %98
  %100 = fmul float %62, %99
  %101 = fadd float %61, %100
  %102 = fmul float %26, %101
  %103 = load float, ptr %8, align 4
  %104 = fadd reassoc float %103, %102
  store float %104, ptr %8, align 4
  %105 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %106 = load float, ptr %8, align 4
  %107 = sext i32 %16 to i64
  %108 = getelementptr float, ptr %3, i64 %107
  store float %106, ptr %108, align 4
  %109 = trunc i64 %5 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %110 = phi i32 [ 0, %e.exit ], [ %150, %e.body2 ]
  %111 = icmp slt i32 %110, %109
  br i1 %111, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %112 = trunc i64 %4 to i32
  %113 = mul i32 %110, %112
  %114 = add i32 %113, %16
  %115 = sext i32 %114 to i64
  %116 = getelementptr float, ptr %1, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = sext i32 %110 to i64
  %119 = getelementptr [4 x float], ptr %10, i64 0, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = fadd float 1.000000e+00, %120
  %122 = fmul float 5.000000e-01, %121
  %123 = trunc i64 %4 to i32
  %124 = mul i32 %110, %123
  %125 = add i32 %124, %16
  %126 = sext i32 %125 to i64
  %127 = getelementptr float, ptr %0, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = fmul float 5.000000e-01, %128
  %130 = sext i32 %110 to i64
  %131 = getelementptr [4 x float], ptr %9, i64 0, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = fmul float %132, 4.000000e+00
  %134 = fadd float %132, 1.000000e+00
  %135 = fmul float %134, %134
  %136 = fdiv float %133, %135
  %137 = fmul float %128, %128
  %138 = fmul float 0x3FC12BA9E0000000, %137
  %139 = fadd float 1.000000e+00, %138
  %140 = fmul float 0x3FE9884540000000, %139
  %141 = fmul float %136, %140
  %142 = fmul float %129, %141
  %143 = fadd float %122, %142
  %144 = fmul float %117, %143
  %145 = trunc i64 %4 to i32
  %146 = mul i32 %110, %145
  %147 = add i32 %146, %16
  %148 = sext i32 %147 to i64
  %149 = getelementptr float, ptr %2, i64 %148
  store float %144, ptr %149, align 4
  %150 = add nuw nsw i32 %110, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %151 = add nuw nsw i32 %16, 1
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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr ptr, ptr %0, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr ptr, ptr %0, i64 3
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 1
  %15 = load i64, ptr %14, align 8
  call void @fulgur_cpuFusion1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion2'
source_filename = "fulgur_cpuFusion2"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  %6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %2 to i32
  %8 = trunc i64 %4 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %5 to i32
  %11 = call i32 @llvm.smin.i32(i32 %7, i32 %10)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %12 = phi i32 [ %9, %body ], [ %29, %e.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %6, align 4
  %14 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %25, %e.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = trunc i64 %2 to i32
  %18 = mul i32 %15, %17
  %19 = add i32 %18, %12
  %20 = sext i32 %19 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %6, align 4
  %24 = fadd reassoc float %23, %22
  store float %24, ptr %6, align 4
  %25 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %26 = load float, ptr %6, align 4
  %27 = sext i32 %12 to i64
  %28 = getelementptr float, ptr %1, i64 %27
  store float %26, ptr %28, align 4
  %29 = add nuw nsw i32 %12, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion2(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_proxies = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs = private constant [2 x i32] [i32 4, i32 2]
@fulgur_host_outputs = private constant [1 x i32] [i32 5]
@fulgur_host_proxies.1 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [1 x i32] [i32 4]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 6]
@fulgur_host_shape = private constant [2 x i64] [i64 4, i64 16]
@fulgur_host_proxies.4 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.5 = private constant [2 x i32] [i32 6, i32 7]
@fulgur_host_outputs.6 = private constant [1 x i32] [i32 8]
@fulgur_host_shape.7 = private constant [2 x i64] [i64 4, i64 16]
@fulgur_host_shape.8 = private constant [1 x i64] [i64 16]
@fulgur_host_proxies.9 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.10 = private constant [2 x i32] [i32 9, i32 1]
@fulgur_host_outputs.11 = private constant [1 x i32] [i32 11]
@fulgur_host_proxies.12 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.13 = private constant [1 x i32] [i32 9]
@fulgur_host_outputs.14 = private constant [1 x i32] [i32 12]
@fulgur_host_proxies.15 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.16 = private constant [2 x i32] [i32 12, i32 0]
@fulgur_host_outputs.17 = private constant [1 x i32] [i32 13]
@fulgur_host_shape.18 = private constant [1 x i64] [i64 8]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [4 x ptr], align 8
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
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 2, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.1, ptr @fulgur_host_inputs.2, i32 1, ptr @fulgur_host_outputs.3, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_allocate(ptr %0, i32 7, i32 1, i32 2, ptr @fulgur_host_shape)
  %18 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %19 = getelementptr ptr, ptr %3, i64 0
  store ptr %18, ptr %19, align 8
  %20 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %21 = getelementptr ptr, ptr %3, i64 1
  store ptr %20, ptr %21, align 8
  %22 = getelementptr i64, ptr %4, i64 0
  store i64 64, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %23, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 64)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.4, ptr @fulgur_host_inputs.5, i32 2, ptr @fulgur_host_outputs.6, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 6)
  call void @fulgur_rt_free(ptr %0, i32 7)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 5)
  call void @fulgur_rt_allocate(ptr %0, i32 9, i32 1, i32 2, ptr @fulgur_host_shape.7)
  call void @fulgur_rt_allocate(ptr %0, i32 10, i32 1, i32 1, ptr @fulgur_host_shape.8)
  %24 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %25 = getelementptr ptr, ptr %3, i64 0
  store ptr %24, ptr %25, align 8
  %26 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %27 = getelementptr ptr, ptr %3, i64 1
  store ptr %26, ptr %27, align 8
  %28 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %29 = getelementptr ptr, ptr %3, i64 2
  store ptr %28, ptr %29, align 8
  %30 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %31 = getelementptr ptr, ptr %3, i64 3
  store ptr %30, ptr %31, align 8
  %32 = getelementptr i64, ptr %4, i64 0
  store i64 16, ptr %32, align 8
  %33 = getelementptr i64, ptr %4, i64 1
  store i64 4, ptr %33, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_free(ptr %0, i32 5)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.9, ptr @fulgur_host_inputs.10, i32 2, ptr @fulgur_host_outputs.11, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.12, ptr @fulgur_host_inputs.13, i32 1, ptr @fulgur_host_outputs.14, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 9)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.15, ptr @fulgur_host_inputs.16, i32 2, ptr @fulgur_host_outputs.17, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 12)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 4)
  call void @fulgur_rt_allocate(ptr %0, i32 14, i32 1, i32 1, ptr @fulgur_host_shape.18)
  %34 = call ptr @fulgur_rt_data(ptr %0, i32 4)
  %35 = getelementptr ptr, ptr %3, i64 0
  store ptr %34, ptr %35, align 8
  %36 = call ptr @fulgur_rt_data(ptr %0, i32 14)
  %37 = getelementptr ptr, ptr %3, i64 1
  store ptr %36, ptr %37, align 8
  %38 = getelementptr i64, ptr %4, i64 0
  store i64 8, ptr %38, align 8
  %39 = getelementptr i64, ptr %4, i64 1
  store i64 4, ptr %39, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 8)
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
