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
  %12 = trunc i64 %7 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %8 to i32
  %15 = call i32 @llvm.smin.i32(i32 128, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %16 = phi i32 [ %13, %body ], [ %81, %e.exit6 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %10, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %28, %e.body ]
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = mul i32 %16, 16
  %21 = add i32 %20, %18
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul float %24, 0x3FC6A09E60000000
  %26 = load float, ptr %10, align 4
  %27 = call reassoc float @llvm.maximum.f32(float %26, float %25)
  store float %27, ptr %10, align 4
  %28 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %9, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %29 = phi i32 [ 0, %e.exit ], [ %68, %e.body2 ]
  %30 = icmp slt i32 %29, 16
  br i1 %30, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %31 = mul i32 %16, 16
  %32 = add i32 %31, %29
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fmul float %35, 0x3FC6A09E60000000
  %37 = load float, ptr %10, align 4
  %38 = fsub float %36, %37
  %39 = call float @llvm.maximum.f32(float %38, float -1.040000e+02)
  %40 = call float @llvm.minimum.f32(float %39, float 0x4056333340000000)
  %41 = fmul float %40, 0x3FF7154760000000
  %42 = call float @llvm.roundeven.f32(float %41)
  %43 = call float @llvm.fmuladd.f32(float %42, float 0xBFE62E4000000000, float %40)
  %44 = call float @llvm.fmuladd.f32(float %42, float 0xBEB7F7D1C0000000, float %43)
  %45 = call float @llvm.fmuladd.f32(float %44, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %46 = call float @llvm.fmuladd.f32(float %44, float %45, float 0x3FA5555560000000)
  %47 = call float @llvm.fmuladd.f32(float %44, float %46, float 0x3FC5555560000000)
  %48 = call float @llvm.fmuladd.f32(float %44, float %47, float 5.000000e-01)
  %49 = call float @llvm.fmuladd.f32(float %44, float %48, float 1.000000e+00)
  %50 = call float @llvm.fmuladd.f32(float %44, float %49, float 1.000000e+00)
  %51 = fcmp uno float %42, %42
  %52 = select i1 %51, float 0.000000e+00, float %42
  %53 = fptosi float %52 to i32
  %54 = ashr i32 %53, 1
  %55 = sub i32 %53, %54
  %56 = add i32 %55, 127
  %57 = shl i32 %56, 23
  %58 = bitcast i32 %57 to float
  %59 = add i32 %54, 127
  %60 = shl i32 %59, 23
  %61 = bitcast i32 %60 to float
  %62 = fmul float %50, %61
  %63 = fmul float %62, %58
  %64 = sext i32 %29 to i64
  %65 = getelementptr [16 x float], ptr %11, i64 0, i64 %64
  store float %63, ptr %65, align 4
  %66 = load float, ptr %9, align 4
  %67 = fadd reassoc float %66, %63
  store float %67, ptr %9, align 4
  %68 = add nuw nsw i32 %29, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %69 = phi i32 [ 0, %e.exit3 ], [ %80, %e.body5 ]
  %70 = icmp slt i32 %69, 16
  br i1 %70, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %71 = sext i32 %69 to i64
  %72 = getelementptr [16 x float], ptr %11, i64 0, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = load float, ptr %9, align 4
  %75 = fdiv float %73, %74
  %76 = mul i32 %16, 16
  %77 = add i32 %76, %69
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %1, i64 %78
  store float %75, ptr %79, align 4
  %80 = add nuw nsw i32 %69, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %81 = add nuw nsw i32 %16, 1
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
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 128, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %55, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %32, %e.body ]
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = mul i32 %15, 16
  %20 = add i32 %19, %17
  %21 = sext i32 %20 to i64
  %22 = getelementptr float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = mul i32 %15, 16
  %25 = add i32 %24, %17
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fmul float %23, %28
  %30 = load float, ptr %10, align 4
  %31 = fadd reassoc float %30, %29
  store float %31, ptr %10, align 4
  %32 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %33 = phi i32 [ 0, %e.exit ], [ %54, %e.body2 ]
  %34 = icmp slt i32 %33, 16
  br i1 %34, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %35 = mul i32 %15, 16
  %36 = add i32 %35, %33
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = mul i32 %15, 16
  %41 = add i32 %40, %33
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fmul float %39, %44
  %46 = load float, ptr %10, align 4
  %47 = fmul float %44, %46
  %48 = fsub float %45, %47
  %49 = fmul float %48, 0x3FC6A09E60000000
  %50 = mul i32 %15, 16
  %51 = add i32 %50, %33
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %2, i64 %52
  store float %49, ptr %53, align 4
  %54 = add nuw nsw i32 %33, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %55 = add nuw nsw i32 %15, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion0(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr ptr, ptr %0, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 2
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 3
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 4
  %19 = load i64, ptr %18, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
@fulgur_host_inputs = private constant [1 x i32] [i32 2]
@fulgur_host_outputs = private constant [1 x i32] [i32 5]
@fulgur_host_proxies.1 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [2 x i32] [i32 4, i32 5]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 6]
@fulgur_host_proxies.4 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.5 = private constant [1 x i32] [i32 3]
@fulgur_host_outputs.6 = private constant [1 x i32] [i32 7]
@fulgur_host_proxies.7 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.8 = private constant [2 x i32] [i32 7, i32 4]
@fulgur_host_outputs.9 = private constant [1 x i32] [i32 8]
@fulgur_host_proxies.10 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.11 = private constant [1 x i32] [i32 1]
@fulgur_host_outputs.12 = private constant [1 x i32] [i32 9]
@fulgur_host_proxies.13 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.14 = private constant [1 x i32] [i32 9]
@fulgur_host_outputs.15 = private constant [1 x i32] [i32 10]
@fulgur_host_shape = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.16 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.17 = private constant [2 x i32] [i32 11, i32 10]
@fulgur_host_outputs.18 = private constant [1 x i32] [i32 12]
@fulgur_host_proxies.19 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.20 = private constant [1 x i32] zeroinitializer
@fulgur_host_outputs.21 = private constant [1 x i32] [i32 13]
@fulgur_host_proxies.22 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.23 = private constant [2 x i32] [i32 13, i32 11]
@fulgur_host_outputs.24 = private constant [1 x i32] [i32 14]
@fulgur_host_proxies.25 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.26 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.27 = private constant [1 x i32] [i32 15]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [3 x ptr], align 8
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
  call void @fulgur_rt_free(ptr %0, i32 5)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.4, ptr @fulgur_host_inputs.5, i32 1, ptr @fulgur_host_outputs.6, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.7, ptr @fulgur_host_inputs.8, i32 2, ptr @fulgur_host_outputs.9, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 7)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.10, ptr @fulgur_host_inputs.11, i32 1, ptr @fulgur_host_outputs.12, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.13, ptr @fulgur_host_inputs.14, i32 1, ptr @fulgur_host_outputs.15, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 9)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 6)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_allocate(ptr %0, i32 11, i32 1, i32 4, ptr @fulgur_host_shape)
  %18 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %19 = getelementptr ptr, ptr %3, i64 0
  store ptr %18, ptr %19, align 8
  %20 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %21 = getelementptr ptr, ptr %3, i64 1
  store ptr %20, ptr %21, align 8
  %22 = call ptr @fulgur_rt_data(ptr %0, i32 11)
  %23 = getelementptr ptr, ptr %3, i64 2
  store ptr %22, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %24, align 8
  %25 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %25, align 8
  %26 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %26, align 8
  %27 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %27, align 8
  %28 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %28, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 6)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.16, ptr @fulgur_host_inputs.17, i32 2, ptr @fulgur_host_outputs.18, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 10)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.19, ptr @fulgur_host_inputs.20, i32 1, ptr @fulgur_host_outputs.21, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.22, ptr @fulgur_host_inputs.23, i32 2, ptr @fulgur_host_outputs.24, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 11)
  call void @fulgur_rt_free(ptr %0, i32 13)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.25, ptr @fulgur_host_inputs.26, i32 1, ptr @fulgur_host_outputs.27, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 14)
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
