; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 16, i32 %11)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %13 = phi i32 [ %10, %body ], [ %48, %e.exit3 ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %25, %e.body ]
  %16 = icmp slt i32 %15, 64
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = mul i32 %13, 64
  %18 = add i32 %17, %15
  %19 = sext i32 %18 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %21, %21
  %23 = load float, ptr %8, align 4
  %24 = fadd reassoc float %23, %22
  store float %24, ptr %8, align 4
  %25 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %26 = phi i32 [ 0, %e.exit ], [ %47, %e.body2 ]
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %28 = mul i32 %13, 64
  %29 = add i32 %28, %26
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = load float, ptr %8, align 4
  %34 = fdiv float %33, 6.400000e+01
  %35 = fadd float %34, 0x3EB0C6F7A0000000
  %36 = call float @llvm.sqrt.f32(float %35)
  %37 = fdiv float 1.000000e+00, %36
  %38 = fmul float %32, %37
  %39 = sext i32 %26 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fmul float %38, %41
  %43 = mul i32 %13, 64
  %44 = add i32 %43, %26
  %45 = sext i32 %44 to i64
  %46 = getelementptr float, ptr %2, i64 %45
  store float %42, ptr %46, align 4
  %47 = add nuw nsw i32 %26, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %48 = add nuw nsw i32 %13, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 2752, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %29, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = fneg float %17
  %19 = call float @llvm.exp.f32(float %18)
  %20 = fadd float 1.000000e+00, %19
  %21 = fdiv float 1.000000e+00, %20
  %22 = fmul float %17, %21
  %23 = sext i32 %13 to i64
  %24 = getelementptr float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fmul float %22, %25
  %27 = sext i32 %13 to i64
  %28 = getelementptr float, ptr %2, i64 %27
  store float %26, ptr %28, align 4
  %29 = add nuw nsw i32 %13, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion1_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 1024, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %24, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = sext i32 %13 to i64
  %19 = getelementptr float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd float %17, %20
  %22 = sext i32 %13 to i64
  %23 = getelementptr float, ptr %2, i64 %22
  store float %21, ptr %23, align 4
  %24 = add nuw nsw i32 %13, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
@fulgur_host_shape = private constant [3 x i64] [i64 2, i64 8, i64 64]
@fulgur_host_proxies = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs = private constant [2 x i32] [i32 5, i32 2]
@fulgur_host_outputs = private constant [1 x i32] [i32 6]
@fulgur_host_proxies.1 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [2 x i32] [i32 5, i32 3]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 7]
@fulgur_host_shape.4 = private constant [3 x i64] [i64 2, i64 8, i64 172]
@fulgur_host_proxies.5 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.6 = private constant [2 x i32] [i32 8, i32 4]
@fulgur_host_outputs.7 = private constant [1 x i32] [i32 9]
@fulgur_host_shape.8 = private constant [3 x i64] [i64 2, i64 8, i64 64]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [3 x ptr], align 8
  %4 = alloca [4 x i64], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 5, i32 1, i32 3, ptr @fulgur_host_shape)
  %18 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %19 = getelementptr ptr, ptr %3, i64 0
  store ptr %18, ptr %19, align 8
  %20 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %21 = getelementptr ptr, ptr %3, i64 1
  store ptr %20, ptr %21, align 8
  %22 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %23 = getelementptr ptr, ptr %3, i64 2
  store ptr %22, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 0
  store i64 16, ptr %24, align 8
  %25 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %25, align 8
  %26 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %26, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 2, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.1, ptr @fulgur_host_inputs.2, i32 2, ptr @fulgur_host_outputs.3, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 6)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 7)
  call void @fulgur_rt_allocate(ptr %0, i32 8, i32 1, i32 3, ptr @fulgur_host_shape.4)
  %27 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %28 = getelementptr ptr, ptr %3, i64 0
  store ptr %27, ptr %28, align 8
  %29 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %30 = getelementptr ptr, ptr %3, i64 1
  store ptr %29, ptr %30, align 8
  %31 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %32 = getelementptr ptr, ptr %3, i64 2
  store ptr %31, ptr %32, align 8
  %33 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %33, align 8
  %34 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %34, align 8
  %35 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %35, align 8
  %36 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %36, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.5, ptr @fulgur_host_inputs.6, i32 2, ptr @fulgur_host_outputs.7, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 8)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 9)
  call void @fulgur_rt_allocate(ptr %0, i32 10, i32 1, i32 3, ptr @fulgur_host_shape.8)
  %37 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %38 = getelementptr ptr, ptr %3, i64 0
  store ptr %37, ptr %38, align 8
  %39 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %40 = getelementptr ptr, ptr %3, i64 1
  store ptr %39, ptr %40, align 8
  %41 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %42 = getelementptr ptr, ptr %3, i64 2
  store ptr %41, ptr %42, align 8
  %43 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %43, align 8
  %44 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %44, align 8
  %45 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %45, align 8
  %46 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %46, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  call void @fulgur_rt_free(ptr %0, i32 9)
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
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %9 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %10 to i32
  %14 = call i32 @llvm.smin.i32(i32 2752, i32 %13)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %15 = phi i32 [ %12, %body ], [ %37, %i.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %17 = sext i32 %15 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fneg float %19
  %21 = call float @llvm.exp.f32(float %20)
  %22 = fadd float 1.000000e+00, %21
  %23 = fdiv float 1.000000e+00, %22
  %24 = fmul float %19, %23
  %25 = sext i32 %15 to i64
  %26 = getelementptr float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %24, %27
  %29 = sext i32 %15 to i64
  %30 = getelementptr float, ptr %3, i64 %29
  store float %28, ptr %30, align 4
  %31 = sext i32 %15 to i64
  %32 = getelementptr float, ptr %2, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul float %33, %24
  %35 = sext i32 %15 to i64
  %36 = getelementptr float, ptr %4, i64 %35
  store float %34, ptr %36, align 4
  %37 = add nuw nsw i32 %15, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion0(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr ptr, ptr %0, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr ptr, ptr %0, i64 3
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr ptr, ptr %0, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 2
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 3
  %21 = load i64, ptr %20, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion0_1'
source_filename = "fulgur_cpuFusion0_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %10 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smin.i32(i32 16, i32 %14)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %16 = phi i32 [ %13, %body ], [ %61, %j.exit ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %18 = mul i32 %16, 172
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %19 = phi i32 [ 0, %r.body ], [ %60, %j.body ]
  %20 = icmp slt i32 %19, 172
  br i1 %20, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %21 = mul i32 %16, 172
  %22 = add i32 %19, %21
  %23 = udiv i32 %22, 1376
  %24 = urem i32 %23, 2
  %25 = trunc i64 %6 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 172
  %28 = urem i32 %27, 8
  %29 = trunc i64 %7 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 172
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = udiv i32 %22, 1376
  %38 = urem i32 %37, 2
  %39 = trunc i64 %8 to i32
  %40 = mul i32 %38, %39
  %41 = udiv i32 %22, 172
  %42 = urem i32 %41, 8
  %43 = trunc i64 %9 to i32
  %44 = mul i32 %42, %43
  %45 = add i32 %40, %44
  %46 = urem i32 %22, 172
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fneg float %50
  %52 = call float @llvm.exp.f32(float %51)
  %53 = fadd float 1.000000e+00, %52
  %54 = fdiv float 1.000000e+00, %53
  %55 = fmul float %50, %54
  %56 = fmul float %36, %55
  %57 = add i32 %18, %19
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %2, i64 %58
  store float %56, ptr %59, align 4
  %60 = add nuw nsw i32 %19, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %61 = add nuw nsw i32 %16, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion0_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %20 = getelementptr i64, ptr %1, i64 5
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 6
  %23 = load i64, ptr %22, align 8
  call void @fulgur_cpuFusion0_1_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %8 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %9 to i32
  %13 = call i32 @llvm.smin.i32(i32 2752, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %37, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = sext i32 %14 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %18, %21
  %23 = sext i32 %14 to i64
  %24 = getelementptr float, ptr %2, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fneg float %25
  %27 = call float @llvm.exp.f32(float %26)
  %28 = fadd float 1.000000e+00, %27
  %29 = fdiv float 1.000000e+00, %28
  %30 = fsub float 1.000000e+00, %29
  %31 = fmul float %25, %30
  %32 = fadd float 1.000000e+00, %31
  %33 = fmul float %29, %32
  %34 = fmul float %22, %33
  %35 = sext i32 %14 to i64
  %36 = getelementptr float, ptr %3, i64 %35
  store float %34, ptr %36, align 4
  %37 = add nuw nsw i32 %14, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

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
  %16 = getelementptr i64, ptr %1, i64 2
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 3
  %19 = load i64, ptr %18, align 8
  call void @fulgur_cpuFusion1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion1_1'
source_filename = "fulgur_cpuFusion1_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion1_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %13 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smin.i32(i32 16, i32 %17)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %19 = phi i32 [ %16, %body ], [ %82, %j.exit ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %21 = mul i32 %19, 172
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %22 = phi i32 [ 0, %r.body ], [ %81, %j.body ]
  %23 = icmp slt i32 %22, 172
  br i1 %23, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %24 = mul i32 %19, 172
  %25 = add i32 %22, %24
  %26 = udiv i32 %25, 1376
  %27 = urem i32 %26, 2
  %28 = trunc i64 %7 to i32
  %29 = mul i32 %27, %28
  %30 = udiv i32 %25, 172
  %31 = urem i32 %30, 8
  %32 = trunc i64 %8 to i32
  %33 = mul i32 %31, %32
  %34 = add i32 %29, %33
  %35 = urem i32 %25, 172
  %36 = add i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = udiv i32 %25, 1376
  %41 = urem i32 %40, 2
  %42 = trunc i64 %9 to i32
  %43 = mul i32 %41, %42
  %44 = udiv i32 %25, 172
  %45 = urem i32 %44, 8
  %46 = trunc i64 %10 to i32
  %47 = mul i32 %45, %46
  %48 = add i32 %43, %47
  %49 = urem i32 %25, 172
  %50 = add i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fmul float %39, %53
  %55 = udiv i32 %25, 1376
  %56 = urem i32 %55, 2
  %57 = trunc i64 %11 to i32
  %58 = mul i32 %56, %57
  %59 = udiv i32 %25, 172
  %60 = urem i32 %59, 8
  %61 = trunc i64 %12 to i32
  %62 = mul i32 %60, %61
  %63 = add i32 %58, %62
  %64 = urem i32 %25, 172
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %2, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fneg float %68
  %70 = call float @llvm.exp.f32(float %69)
  %71 = fadd float 1.000000e+00, %70
  %72 = fdiv float 1.000000e+00, %71
  %73 = fsub float 1.000000e+00, %72
  %74 = fmul float %68, %73
  %75 = fadd float 1.000000e+00, %74
  %76 = fmul float %72, %75
  %77 = fmul float %54, %76
  %78 = add i32 %21, %22
  %79 = sext i32 %78 to i64
  %80 = getelementptr float, ptr %3, i64 %79
  store float %77, ptr %80, align 4
  %81 = add nuw nsw i32 %22, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %82 = add nuw nsw i32 %19, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion1_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %16 = getelementptr i64, ptr %1, i64 2
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 3
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 4
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 5
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 6
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 7
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 8
  %29 = load i64, ptr %28, align 8
  call void @fulgur_cpuFusion1_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 1024, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %24, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = sext i32 %13 to i64
  %19 = getelementptr float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd float %17, %20
  %22 = sext i32 %13 to i64
  %23 = getelementptr float, ptr %2, i64 %22
  store float %21, ptr %23, align 4
  %24 = add nuw nsw i32 %13, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion3'
source_filename = "fulgur_cpuFusion3"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion3_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 16, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %60, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %27, %e.body ]
  %18 = icmp slt i32 %17, 64
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = mul i32 %15, 64
  %20 = add i32 %19, %17
  %21 = sext i32 %20 to i64
  %22 = getelementptr float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fmul float %23, %23
  %25 = load float, ptr %10, align 4
  %26 = fadd reassoc float %25, %24
  store float %26, ptr %10, align 4
  %27 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %28 = phi i32 [ 0, %e.exit ], [ %59, %e.body2 ]
  %29 = icmp slt i32 %28, 64
  br i1 %29, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %30 = mul i32 %15, 64
  %31 = add i32 %30, %28
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = load float, ptr %10, align 4
  %36 = fdiv float %35, 6.400000e+01
  %37 = fadd float %36, 0x3EB0C6F7A0000000
  %38 = call float @llvm.sqrt.f32(float %37)
  %39 = fdiv float 1.000000e+00, %38
  %40 = fmul float %34, %39
  %41 = mul i32 %15, 64
  %42 = add i32 %41, %28
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %2, i64 %43
  store float %40, ptr %44, align 4
  %45 = mul i32 %15, 64
  %46 = add i32 %45, %28
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr %3, i64 %47
  store float %39, ptr %48, align 4
  %49 = mul i32 %15, 64
  %50 = add i32 %49, %28
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fmul float %53, %40
  %55 = mul i32 %15, 64
  %56 = add i32 %55, %28
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %4, i64 %57
  store float %54, ptr %58, align 4
  %59 = add nuw nsw i32 %28, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %60 = add nuw nsw i32 %15, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion3(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr ptr, ptr %0, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr ptr, ptr %0, i64 3
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr ptr, ptr %0, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 2
  %19 = load i64, ptr %18, align 8
  call void @fulgur_cpuFusion3_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion4'
source_filename = "fulgur_cpuFusion4"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %9 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %10 to i32
  %15 = call i32 @llvm.smin.i32(i32 16, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %16 = phi i32 [ %13, %body ], [ %75, %e.exit3 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = mul i32 %16, 64
  %21 = add i32 %20, %18
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = sext i32 %18 to i64
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %24, %27
  %29 = mul i32 %16, 64
  %30 = add i32 %29, %18
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %2, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul float %28, %33
  %35 = load float, ptr %11, align 4
  %36 = fadd reassoc float %35, %34
  store float %36, ptr %11, align 4
  %37 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %38 = phi i32 [ 0, %e.exit ], [ %74, %e.body2 ]
  %39 = icmp slt i32 %38, 64
  br i1 %39, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %40 = mul i32 %16, 64
  %41 = add i32 %40, %38
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %4, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = mul i32 %16, 64
  %46 = add i32 %45, %38
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr %3, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = mul i32 %16, 64
  %51 = add i32 %50, %38
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = sext i32 %38 to i64
  %56 = getelementptr float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fmul float %54, %57
  %59 = mul i32 %16, 64
  %60 = add i32 %59, %38
  %61 = sext i32 %60 to i64
  %62 = getelementptr float, ptr %2, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = load float, ptr %11, align 4
  %65 = fdiv float %64, 6.400000e+01
  %66 = fmul float %63, %65
  %67 = fsub float %58, %66
  %68 = fmul float %49, %67
  %69 = fadd float %44, %68
  %70 = mul i32 %16, 64
  %71 = add i32 %70, %38
  %72 = sext i32 %71 to i64
  %73 = getelementptr float, ptr %5, i64 %72
  store float %69, ptr %73, align 4
  %74 = add nuw nsw i32 %38, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %75 = add nuw nsw i32 %16, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion4(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr ptr, ptr %0, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr ptr, ptr %0, i64 3
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr ptr, ptr %0, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr ptr, ptr %0, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 2
  %21 = load i64, ptr %20, align 8
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion5'
source_filename = "fulgur_cpuFusion5"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 64, i32 %11)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %13 = phi i32 [ %10, %body ], [ %32, %e.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %28, %e.body ]
  %16 = icmp slt i32 %15, 16
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = udiv i32 %15, 8
  %18 = mul i32 %17, 512
  %19 = urem i32 %15, 8
  %20 = mul i32 %19, 64
  %21 = add i32 %18, %20
  %22 = add i32 %21, %13
  %23 = sext i32 %22 to i64
  %24 = getelementptr float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = load float, ptr %8, align 4
  %27 = fadd reassoc float %26, %25
  store float %27, ptr %8, align 4
  %28 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %29 = load float, ptr %8, align 4
  %30 = sext i32 %13 to i64
  %31 = getelementptr float, ptr %1, i64 %30
  store float %29, ptr %31, align 4
  %32 = add nuw nsw i32 %13, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion5(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
@fulgur_host_inputs = private constant [2 x i32] [i32 8, i32 4]
@fulgur_host_outputs = private constant [1 x i32] [i32 9]
@fulgur_host_proxies.1 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [1 x i32] [i32 8]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 10]
@fulgur_host_proxies.4 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.5 = private constant [1 x i32] [i32 10]
@fulgur_host_outputs.6 = private constant [1 x i32] [i32 11]
@fulgur_host_shape = private constant [3 x i64] [i64 2, i64 8, i64 172]
@fulgur_host_shape.7 = private constant [3 x i64] [i64 2, i64 8, i64 172]
@fulgur_host_shape.8 = private constant [2 x i64] [i64 16, i64 172]
@fulgur_host_proxies.9 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.10 = private constant [1 x i32] [i32 12]
@fulgur_host_outputs.11 = private constant [1 x i32] [i32 15]
@fulgur_host_proxies.12 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.13 = private constant [2 x i32] [i32 11, i32 15]
@fulgur_host_outputs.14 = private constant [1 x i32] [i32 16]
@fulgur_host_proxies.15 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.16 = private constant [2 x i32] [i32 13, i32 3]
@fulgur_host_outputs.17 = private constant [1 x i32] [i32 17]
@fulgur_host_proxies.18 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.19 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.20 = private constant [1 x i32] [i32 18]
@fulgur_host_proxies.21 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.22 = private constant [1 x i32] [i32 5]
@fulgur_host_outputs.23 = private constant [1 x i32] [i32 19]
@fulgur_host_proxies.24 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.25 = private constant [2 x i32] [i32 18, i32 19]
@fulgur_host_outputs.26 = private constant [1 x i32] [i32 20]
@fulgur_host_shape.27 = private constant [3 x i64] [i64 2, i64 8, i64 172]
@fulgur_host_shape.28 = private constant [2 x i64] [i64 16, i64 172]
@fulgur_host_proxies.29 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.30 = private constant [2 x i32] [i32 21, i32 2]
@fulgur_host_outputs.31 = private constant [1 x i32] [i32 23]
@fulgur_host_proxies.32 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.33 = private constant [1 x i32] [i32 22]
@fulgur_host_outputs.34 = private constant [1 x i32] [i32 24]
@fulgur_host_proxies.35 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.36 = private constant [1 x i32] [i32 5]
@fulgur_host_outputs.37 = private constant [1 x i32] [i32 25]
@fulgur_host_proxies.38 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.39 = private constant [2 x i32] [i32 24, i32 25]
@fulgur_host_outputs.40 = private constant [1 x i32] [i32 26]
@fulgur_host_shape.41 = private constant [3 x i64] [i64 2, i64 8, i64 64]
@fulgur_host_shape.42 = private constant [1 x i64] [i64 64]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [6 x ptr], align 8
  %4 = alloca [9 x i64], align 8
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
  %18 = call ptr @fulgur_rt_arena(ptr %0)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 2, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.1, ptr @fulgur_host_inputs.2, i32 1, ptr @fulgur_host_outputs.3, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.4, ptr @fulgur_host_inputs.5, i32 1, ptr @fulgur_host_outputs.6, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 10)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 6)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 7)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 9)
  call void @fulgur_rt_allocate(ptr %0, i32 12, i32 1, i32 3, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 13, i32 1, i32 3, ptr @fulgur_host_shape.7)
  call void @fulgur_rt_allocate(ptr %0, i32 14, i32 1, i32 2, ptr @fulgur_host_shape.8)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %24 = getelementptr ptr, ptr %3, i64 2
  store ptr %23, ptr %24, align 8
  %25 = call ptr @fulgur_rt_data(ptr %0, i32 12)
  %26 = getelementptr ptr, ptr %3, i64 3
  store ptr %25, ptr %26, align 8
  %27 = call ptr @fulgur_rt_data(ptr %0, i32 13)
  %28 = getelementptr ptr, ptr %3, i64 4
  store ptr %27, ptr %28, align 8
  %29 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %29, align 8
  %30 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %30, align 8
  %31 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %31, align 8
  %32 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %32, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  %33 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %34 = getelementptr ptr, ptr %3, i64 0
  store ptr %33, ptr %34, align 8
  %35 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %36 = getelementptr ptr, ptr %3, i64 1
  store ptr %35, ptr %36, align 8
  %37 = call ptr @fulgur_rt_data(ptr %0, i32 14)
  %38 = getelementptr ptr, ptr %3, i64 2
  store ptr %37, ptr %38, align 8
  %39 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %39, align 8
  %40 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %40, align 8
  %41 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %41, align 8
  %42 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 0)
  %43 = getelementptr i64, ptr %4, i64 3
  store i64 %42, ptr %43, align 8
  %44 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 1)
  %45 = getelementptr i64, ptr %4, i64 4
  store i64 %44, ptr %45, align 8
  %46 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 0)
  %47 = getelementptr i64, ptr %4, i64 5
  store i64 %46, ptr %47, align 8
  %48 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 1)
  %49 = getelementptr i64, ptr %4, i64 6
  store i64 %48, ptr %49, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.9, ptr @fulgur_host_inputs.10, i32 1, ptr @fulgur_host_outputs.11, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 12)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.12, ptr @fulgur_host_inputs.13, i32 2, ptr @fulgur_host_outputs.14, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 11)
  call void @fulgur_rt_free(ptr %0, i32 15)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.15, ptr @fulgur_host_inputs.16, i32 2, ptr @fulgur_host_outputs.17, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 13)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.18, ptr @fulgur_host_inputs.19, i32 1, ptr @fulgur_host_outputs.20, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 14)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.21, ptr @fulgur_host_inputs.22, i32 1, ptr @fulgur_host_outputs.23, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.24, ptr @fulgur_host_inputs.25, i32 2, ptr @fulgur_host_outputs.26, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 18)
  call void @fulgur_rt_free(ptr %0, i32 19)
  call void @fulgur_rt_allocate(ptr %0, i32 21, i32 1, i32 3, ptr @fulgur_host_shape.27)
  call void @fulgur_rt_allocate(ptr %0, i32 22, i32 1, i32 2, ptr @fulgur_host_shape.28)
  %50 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %51 = getelementptr ptr, ptr %3, i64 0
  store ptr %50, ptr %51, align 8
  %52 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %53 = getelementptr ptr, ptr %3, i64 1
  store ptr %52, ptr %53, align 8
  %54 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %55 = getelementptr ptr, ptr %3, i64 2
  store ptr %54, ptr %55, align 8
  %56 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %57 = getelementptr ptr, ptr %3, i64 3
  store ptr %56, ptr %57, align 8
  %58 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %58, align 8
  %59 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %59, align 8
  %60 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %60, align 8
  %61 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %61, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  %62 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %63 = getelementptr ptr, ptr %3, i64 0
  store ptr %62, ptr %63, align 8
  %64 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %65 = getelementptr ptr, ptr %3, i64 1
  store ptr %64, ptr %65, align 8
  %66 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %67 = getelementptr ptr, ptr %3, i64 2
  store ptr %66, ptr %67, align 8
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 22)
  %69 = getelementptr ptr, ptr %3, i64 3
  store ptr %68, ptr %69, align 8
  %70 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %70, align 8
  %71 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %71, align 8
  %72 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %72, align 8
  %73 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 0)
  %74 = getelementptr i64, ptr %4, i64 3
  store i64 %73, ptr %74, align 8
  %75 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 1)
  %76 = getelementptr i64, ptr %4, i64 4
  store i64 %75, ptr %76, align 8
  %77 = call i64 @fulgur_rt_stride(ptr %0, i32 7, i32 0)
  %78 = getelementptr i64, ptr %4, i64 5
  store i64 %77, ptr %78, align 8
  %79 = call i64 @fulgur_rt_stride(ptr %0, i32 7, i32 1)
  %80 = getelementptr i64, ptr %4, i64 6
  store i64 %79, ptr %80, align 8
  %81 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 0)
  %82 = getelementptr i64, ptr %4, i64 7
  store i64 %81, ptr %82, align 8
  %83 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 1)
  %84 = getelementptr i64, ptr %4, i64 8
  store i64 %83, ptr %84, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_free(ptr %0, i32 9)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.29, ptr @fulgur_host_inputs.30, i32 2, ptr @fulgur_host_outputs.31, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 21)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.32, ptr @fulgur_host_inputs.33, i32 1, ptr @fulgur_host_outputs.34, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 22)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.35, ptr @fulgur_host_inputs.36, i32 1, ptr @fulgur_host_outputs.37, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.38, ptr @fulgur_host_inputs.39, i32 2, ptr @fulgur_host_outputs.40, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 24)
  call void @fulgur_rt_free(ptr %0, i32 25)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 17)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 23)
  %85 = call ptr @fulgur_rt_data(ptr %0, i32 17)
  %86 = getelementptr ptr, ptr %3, i64 0
  store ptr %85, ptr %86, align 8
  %87 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %88 = getelementptr ptr, ptr %3, i64 1
  store ptr %87, ptr %88, align 8
  %89 = getelementptr i8, ptr %18, i64 0
  %90 = getelementptr ptr, ptr %3, i64 2
  store ptr %89, ptr %90, align 8
  %91 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %91, align 8
  %92 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %92, align 8
  %93 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %93, align 8
  %94 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %94, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  call void @fulgur_rt_free(ptr %0, i32 17)
  call void @fulgur_rt_free(ptr %0, i32 23)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  %95 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %96 = getelementptr ptr, ptr %3, i64 0
  store ptr %95, ptr %96, align 8
  %97 = getelementptr i8, ptr %18, i64 0
  %98 = getelementptr ptr, ptr %3, i64 1
  store ptr %97, ptr %98, align 8
  %99 = getelementptr i8, ptr %18, i64 4096
  %100 = getelementptr ptr, ptr %3, i64 2
  store ptr %99, ptr %100, align 8
  %101 = getelementptr i8, ptr %18, i64 8192
  %102 = getelementptr ptr, ptr %3, i64 3
  store ptr %101, ptr %102, align 8
  %103 = getelementptr i8, ptr %18, i64 12288
  %104 = getelementptr ptr, ptr %3, i64 4
  store ptr %103, ptr %104, align 8
  %105 = getelementptr i64, ptr %4, i64 0
  store i64 16, ptr %105, align 8
  %106 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %106, align 8
  %107 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %107, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 8)
  call void @fulgur_rt_allocate(ptr %0, i32 31, i32 1, i32 3, ptr @fulgur_host_shape.41)
  %108 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %109 = getelementptr ptr, ptr %3, i64 0
  store ptr %108, ptr %109, align 8
  %110 = getelementptr i8, ptr %18, i64 0
  %111 = getelementptr ptr, ptr %3, i64 1
  store ptr %110, ptr %111, align 8
  %112 = getelementptr i8, ptr %18, i64 4096
  %113 = getelementptr ptr, ptr %3, i64 2
  store ptr %112, ptr %113, align 8
  %114 = getelementptr i8, ptr %18, i64 8192
  %115 = getelementptr ptr, ptr %3, i64 3
  store ptr %114, ptr %115, align 8
  %116 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %117 = getelementptr ptr, ptr %3, i64 4
  store ptr %116, ptr %117, align 8
  %118 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %119 = getelementptr ptr, ptr %3, i64 5
  store ptr %118, ptr %119, align 8
  %120 = getelementptr i64, ptr %4, i64 0
  store i64 16, ptr %120, align 8
  %121 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %121, align 8
  %122 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %122, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_allocate(ptr %0, i32 32, i32 1, i32 1, ptr @fulgur_host_shape.42)
  %123 = getelementptr i8, ptr %18, i64 12288
  %124 = getelementptr ptr, ptr %3, i64 0
  store ptr %123, ptr %124, align 8
  %125 = call ptr @fulgur_rt_data(ptr %0, i32 32)
  %126 = getelementptr ptr, ptr %3, i64 1
  store ptr %125, ptr %126, align 8
  %127 = getelementptr i64, ptr %4, i64 0
  store i64 64, ptr %127, align 8
  %128 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %128, align 8
  %129 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %129, align 8
  %130 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %130, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 64)
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

declare ptr @fulgur_rt_arena(ptr)

attributes #0 = { "target-cpu"="HOST" "target-features"="HOST" }
