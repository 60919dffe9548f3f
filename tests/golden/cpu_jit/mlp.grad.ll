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
  %11 = trunc i64 %6 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %7 to i32
  %14 = call i32 @llvm.smin.i32(i32 16, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %143, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %101, %e.body ]
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = mul i32 %17, 16
  %20 = add i32 %19, %15
  %21 = sext i32 %20 to i64
  %22 = getelementptr float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = mul i32 %17, 16
  %25 = add i32 %24, %15
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fmul float %28, %28
  %30 = fmul float %29, %28
  %31 = fmul float 0x3FA6E4E260000000, %30
  %32 = fadd float %28, %31
  %33 = fmul float 0x3FE9884540000000, %32
  %34 = call float @llvm.maximum.f32(float %33, float 0xC01F9F09E0000000)
  %35 = call float @llvm.minimum.f32(float %34, float 0x401F9F09E0000000)
  %36 = fmul float %35, %35
  %37 = call float @llvm.fmuladd.f32(float %36, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %38 = call float @llvm.fmuladd.f32(float %36, float %37, float 0xBDD7A6FFE0000000)
  %39 = call float @llvm.fmuladd.f32(float %36, float %38, float 0x3E6B800820000000)
  %40 = call float @llvm.fmuladd.f32(float %36, float %39, float 0x3EEF286940000000)
  %41 = call float @llvm.fmuladd.f32(float %36, float %40, float 0x3F44E1BDA0000000)
  %42 = call float @llvm.fmuladd.f32(float %36, float %41, float 0x3F740B3B80000000)
  %43 = fmul float %35, %42
  %44 = call float @llvm.fmuladd.f32(float %36, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %45 = call float @llvm.fmuladd.f32(float %36, float %44, float 0x3F629540A0000000)
  %46 = call float @llvm.fmuladd.f32(float %36, float %45, float 0x3F740B3BA0000000)
  %47 = call float @llvm.fabs.f32(float %33)
  %48 = fdiv float %43, %46
  %49 = fcmp olt float %47, 0x3F3A36E2E0000000
  %50 = select i1 %49, float %33, float %48
  %51 = call float @llvm.copysign.f32(float 1.000000e+00, float %33)
  %52 = fcmp oge float %47, 9.000000e+00
  %53 = select i1 %52, float %51, float %50
  %54 = sext i32 %17 to i64
  %55 = getelementptr [4 x float], ptr %10, i64 0, i64 %54
  store float %53, ptr %55, align 4
  %56 = fadd float 1.000000e+00, %53
  %57 = fmul float 5.000000e-01, %56
  %58 = fmul float 5.000000e-01, %28
  %59 = call float @llvm.fabs.f32(float %33)
  %60 = fmul float %59, -2.000000e+00
  %61 = call float @llvm.maximum.f32(float %60, float -1.040000e+02)
  %62 = call float @llvm.minimum.f32(float %61, float 0x4056333340000000)
  %63 = fmul float %62, 0x3FF7154760000000
  %64 = call float @llvm.roundeven.f32(float %63)
  %65 = call float @llvm.fmuladd.f32(float %64, float 0xBFE62E4000000000, float %62)
  %66 = call float @llvm.fmuladd.f32(float %64, float 0xBEB7F7D1C0000000, float %65)
  %67 = call float @llvm.fmuladd.f32(float %66, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %68 = call float @llvm.fmuladd.f32(float %66, float %67, float 0x3FA5555560000000)
  %69 = call float @llvm.fmuladd.f32(float %66, float %68, float 0x3FC5555560000000)
  %70 = call float @llvm.fmuladd.f32(float %66, float %69, float 5.000000e-01)
  %71 = call float @llvm.fmuladd.f32(float %66, float %70, float 1.000000e+00)
  %72 = call float @llvm.fmuladd.f32(float %66, float %71, float 1.000000e+00)
  %73 = fcmp uno float %64, %64
  %74 = select i1 %73, float 0.000000e+00, float %64
  %75 = fptosi float %74 to i32
  %76 = ashr i32 %75, 1
  %77 = sub i32 %75, %76
  %78 = add i32 %77, 127
  %79 = shl i32 %78, 23
  %80 = bitcast i32 %79 to float
  %81 = add i32 %76, 127
  %82 = shl i32 %81, 23
  %83 = bitcast i32 %82 to float
  %84 = fmul float %72, %83
  %85 = fmul float %84, %80
  %86 = sext i32 %17 to i64
  %87 = getelementptr [4 x float], ptr %9, i64 0, i64 %86
  store float %85, ptr %87, align 4
  %88 = fmul float %85, 4.000000e+00
  %89 = fadd float %85, 1.000000e+00
  %90 = fmul float %89, %89
  %91 = fdiv float %88, %90
  %92 = fmul float 0x3FC12BA9E0000000, %29
  %93 = fadd float 1.000000e+00, %92
  %94 = fmul float 0x3FE9884540000000, %93
  %95 = fmul float %91, %94
  %96 = fmul float %58, %95
  %97 = fadd float %57, %96
  %98 = fmul float %23, %97
  %99 = load float, ptr %8, align 4
  %100 = fadd reassoc float %99, %98
  store float %100, ptr %8, align 4
  %101 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %102 = load float, ptr %8, align 4
  %103 = sext i32 %15 to i64
  %104 = getelementptr float, ptr %3, i64 %103
  store float %102, ptr %104, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %105 = phi i32 [ 0, %e.exit ], [ %142, %e.body2 ]
  %106 = icmp slt i32 %105, 4
  br i1 %106, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %107 = mul i32 %105, 16
  %108 = add i32 %107, %15
  %109 = sext i32 %108 to i64
  %110 = getelementptr float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = sext i32 %105 to i64
  %113 = getelementptr [4 x float], ptr %10, i64 0, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fadd float 1.000000e+00, %114
  %116 = fmul float 5.000000e-01, %115
  %117 = mul i32 %105, 16
  %118 = add i32 %117, %15
  %119 = sext i32 %118 to i64
  %120 = getelementptr float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fmul float 5.000000e-01, %121
  %123 = sext i32 %105 to i64
  %124 = getelementptr [4 x float], ptr %9, i64 0, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fmul float %125, 4.000000e+00
  %127 = fadd float %125, 1.000000e+00
  %128 = fmul float %127, %127
  %129 = fdiv float %126, %128
  %130 = fmul float %121, %121
  %131 = fmul float 0x3FC12BA9E0000000, %130
  %132 = fadd float 1.000000e+00, %131
  %133 = fmul float 0x3FE9884540000000, %132
  %134 = fmul float %129, %133
  %135 = fmul float %122, %134
  %136 = fadd float %116, %135
  %137 = fmul float %111, %136
  %138 = mul i32 %105, 16
  %139 = add i32 %138, %15
  %140 = sext i32 %139 to i64
  %141 = getelementptr float, ptr %2, i64 %140
  store float %137, ptr %141, align 4
  %142 = add nuw nsw i32 %105, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %143 = add nuw nsw i32 %15, 1
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
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 8, i32 %9)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %11 = phi i32 [ %8, %body ], [ %26, %e.exit ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %6, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %13 = phi i32 [ 0, %row.body ], [ %22, %e.body ]
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %15 = mul i32 %13, 8
  %16 = add i32 %15, %11
  %17 = sext i32 %16 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fadd reassoc float %20, %19
  store float %21, ptr %6, align 4
  %22 = add nuw nsw i32 %13, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %23 = load float, ptr %6, align 4
  %24 = sext i32 %11 to i64
  %25 = getelementptr float, ptr %1, i64 %24
  store float %23, ptr %25, align 4
  %26 = add nuw nsw i32 %11, 1
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
