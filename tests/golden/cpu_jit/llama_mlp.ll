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
  call void @fulgur_rt_free(ptr %0, i32 5)
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
  call void @fulgur_rt_free(ptr %0, i32 6)
  call void @fulgur_rt_free(ptr %0, i32 7)
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
