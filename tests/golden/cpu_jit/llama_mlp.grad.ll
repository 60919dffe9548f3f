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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %7 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %14 = phi i32 [ %11, %body ], [ %54, %e.exit3 ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  %16 = trunc i64 %4 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %28, %e.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = trunc i64 %4 to i32
  %20 = mul i32 %14, %19
  %21 = add i32 %20, %17
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul float %24, %24
  %26 = load float, ptr %8, align 4
  %27 = fadd reassoc float %26, %25
  store float %27, ptr %8, align 4
  %28 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %29 = trunc i64 %4 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %30 = phi i32 [ 0, %e.exit ], [ %53, %e.body2 ]
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %32 = trunc i64 %4 to i32
  %33 = mul i32 %14, %32
  %34 = add i32 %33, %30
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = load float, ptr %8, align 4
  %39 = fdiv float %38, 6.400000e+01
  %40 = fadd float %39, 0x3EB0C6F7A0000000
  %41 = call float @llvm.sqrt.f32(float %40)
  %42 = fdiv float 1.000000e+00, %41
  %43 = fmul float %37, %42
  %44 = sext i32 %30 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fmul float %43, %46
  %48 = trunc i64 %4 to i32
  %49 = mul i32 %14, %48
  %50 = add i32 %49, %30
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %2, i64 %51
  store float %47, ptr %52, align 4
  %53 = add nuw nsw i32 %30, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %54 = add nuw nsw i32 %14, 1
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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %30, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fneg float %18
  %20 = call float @llvm.exp.f32(float %19)
  %21 = fadd float 1.000000e+00, %20
  %22 = fdiv float 1.000000e+00, %21
  %23 = fmul float %18, %22
  %24 = sext i32 %14 to i64
  %25 = getelementptr float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fmul float %23, %26
  %28 = sext i32 %14 to i64
  %29 = getelementptr float, ptr %2, i64 %28
  store float %27, ptr %29, align 4
  %30 = add nuw nsw i32 %14, 1
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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %25, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = sext i32 %14 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fadd float %18, %21
  %23 = sext i32 %14 to i64
  %24 = getelementptr float, ptr %2, i64 %23
  store float %22, ptr %24, align 4
  %25 = add nuw nsw i32 %14, 1
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
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %6 to i32
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %15 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %21 = phi i32 [ %18, %body ], [ %86, %j.exit ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %23 = trunc i64 %7 to i32
  %24 = mul i32 %21, %23
  %25 = trunc i64 %7 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %26 = phi i32 [ 0, %r.body ], [ %85, %j.body ]
  %27 = icmp slt i32 %26, %25
  br i1 %27, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %28 = mul i32 %21, 172
  %29 = add i32 %26, %28
  %30 = udiv i32 %29, 1376
  %31 = urem i32 %30, 2
  %32 = trunc i64 %8 to i32
  %33 = mul i32 %31, %32
  %34 = udiv i32 %29, 172
  %35 = urem i32 %34, 8
  %36 = trunc i64 %9 to i32
  %37 = mul i32 %35, %36
  %38 = add i32 %33, %37
  %39 = urem i32 %29, 172
  %40 = add i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fneg float %43
  %45 = call float @llvm.exp.f32(float %44)
  %46 = fadd float 1.000000e+00, %45
  %47 = fdiv float 1.000000e+00, %46
  %48 = fmul float %43, %47
  %49 = udiv i32 %29, 1376
  %50 = urem i32 %49, 2
  %51 = trunc i64 %10 to i32
  %52 = mul i32 %50, %51
  %53 = udiv i32 %29, 172
  %54 = urem i32 %53, 8
  %55 = trunc i64 %11 to i32
  %56 = mul i32 %54, %55
  %57 = add i32 %52, %56
  %58 = urem i32 %29, 172
  %59 = add i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fmul float %48, %62
  %64 = add i32 %24, %26
  %65 = sext i32 %64 to i64
  %66 = getelementptr float, ptr %3, i64 %65
  store float %63, ptr %66, align 4
  %67 = udiv i32 %29, 1376
  %68 = urem i32 %67, 2
  %69 = trunc i64 %12 to i32
  %70 = mul i32 %68, %69
  %71 = udiv i32 %29, 172
  %72 = urem i32 %71, 8
  %73 = trunc i64 %13 to i32
  %74 = mul i32 %72, %73
  %75 = add i32 %70, %74
  %76 = urem i32 %29, 172
  %77 = add i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %2, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = fmul float %80, %48
  %82 = add i32 %24, %26
  %83 = sext i32 %82 to i64
  %84 = getelementptr float, ptr %4, i64 %83
  store float %81, ptr %84, align 4
  %85 = add nuw nsw i32 %26, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %86 = add nuw nsw i32 %21, 1
  br label %r.head
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
  %22 = getelementptr i64, ptr %1, i64 4
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 5
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 6
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 7
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 8
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion0_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias readonly %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %4 to i32
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %15 = phi i32 [ %12, %body ], [ %31, %i.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %17 = sext i32 %15 to i64
  %18 = getelementptr float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = sext i32 %15 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fneg float %22
  %24 = call float @llvm.exp.f32(float %23)
  %25 = fadd float 1.000000e+00, %24
  %26 = fdiv float 1.000000e+00, %25
  %27 = fmul float %22, %26
  %28 = fmul float %19, %27
  %29 = sext i32 %15 to i64
  %30 = getelementptr float, ptr %2, i64 %29
  store float %28, ptr %30, align 4
  %31 = add nuw nsw i32 %15, 1
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
define void @fulgur_cpuFusion0_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion0_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
  %10 = trunc i64 %4 to i32
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %15 = phi i32 [ %12, %body ], [ %38, %i.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %17 = sext i32 %15 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = sext i32 %15 to i64
  %21 = getelementptr float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fmul float %19, %22
  %24 = sext i32 %15 to i64
  %25 = getelementptr float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fneg float %26
  %28 = call float @llvm.exp.f32(float %27)
  %29 = fadd float 1.000000e+00, %28
  %30 = fdiv float 1.000000e+00, %29
  %31 = fsub float 1.000000e+00, %30
  %32 = fmul float %26, %31
  %33 = fadd float 1.000000e+00, %32
  %34 = fmul float %30, %33
  %35 = fmul float %23, %34
  %36 = sext i32 %15 to i64
  %37 = getelementptr float, ptr %3, i64 %36
  store float %35, ptr %37, align 4
  %38 = add nuw nsw i32 %15, 1
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
  %15 = trunc i64 %5 to i32
  %16 = trunc i64 %13 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %14 to i32
  %19 = call i32 @llvm.smin.i32(i32 %15, i32 %18)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %20 = phi i32 [ %17, %body ], [ %85, %j.exit ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %22 = trunc i64 %6 to i32
  %23 = mul i32 %20, %22
  %24 = trunc i64 %6 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %25 = phi i32 [ 0, %r.body ], [ %84, %j.body ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %27 = mul i32 %20, 172
  %28 = add i32 %25, %27
  %29 = udiv i32 %28, 1376
  %30 = urem i32 %29, 2
  %31 = trunc i64 %7 to i32
  %32 = mul i32 %30, %31
  %33 = udiv i32 %28, 172
  %34 = urem i32 %33, 8
  %35 = trunc i64 %8 to i32
  %36 = mul i32 %34, %35
  %37 = add i32 %32, %36
  %38 = urem i32 %28, 172
  %39 = add i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = udiv i32 %28, 1376
  %44 = urem i32 %43, 2
  %45 = trunc i64 %9 to i32
  %46 = mul i32 %44, %45
  %47 = udiv i32 %28, 172
  %48 = urem i32 %47, 8
  %49 = trunc i64 %10 to i32
  %50 = mul i32 %48, %49
  %51 = add i32 %46, %50
  %52 = urem i32 %28, 172
  %53 = add i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fmul float %42, %56
  %58 = udiv i32 %28, 1376
  %59 = urem i32 %58, 2
  %60 = trunc i64 %11 to i32
  %61 = mul i32 %59, %60
  %62 = udiv i32 %28, 172
  %63 = urem i32 %62, 8
  %64 = trunc i64 %12 to i32
  %65 = mul i32 %63, %64
  %66 = add i32 %61, %65
  %67 = urem i32 %28, 172
  %68 = add i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr float, ptr %2, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = fneg float %71
  %73 = call float @llvm.exp.f32(float %72)
  %74 = fadd float 1.000000e+00, %73
  %75 = fdiv float 1.000000e+00, %74
  %76 = fsub float 1.000000e+00, %75
  %77 = fmul float %71, %76
  %78 = fadd float 1.000000e+00, %77
  %79 = fmul float %75, %78
  %80 = fmul float %57, %79
  %81 = add i32 %23, %25
  %82 = sext i32 %81 to i64
  %83 = getelementptr float, ptr %3, i64 %82
  store float %80, ptr %83, align 4
  %84 = add nuw nsw i32 %25, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %85 = add nuw nsw i32 %20, 1
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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %25, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = sext i32 %14 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fadd float %18, %21
  %23 = sext i32 %14 to i64
  %24 = getelementptr float, ptr %2, i64 %23
  store float %22, ptr %24, align 4
  %25 = add nuw nsw i32 %14, 1
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
  %11 = trunc i64 %5 to i32
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %16 = phi i32 [ %13, %body ], [ %69, %e.exit3 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  %18 = trunc i64 %6 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %30, %e.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = trunc i64 %6 to i32
  %22 = mul i32 %16, %21
  %23 = add i32 %22, %19
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fmul float %26, %26
  %28 = load float, ptr %10, align 4
  %29 = fadd reassoc float %28, %27
  store float %29, ptr %10, align 4
  %30 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %31 = trunc i64 %6 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %32 = phi i32 [ 0, %e.exit ], [ %68, %e.body2 ]
  %33 = icmp slt i32 %32, %31
  br i1 %33, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %34 = trunc i64 %6 to i32
  %35 = mul i32 %16, %34
  %36 = add i32 %35, %32
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = load float, ptr %10, align 4
  %41 = fdiv float %40, 6.400000e+01
  %42 = fadd float %41, 0x3EB0C6F7A0000000
  %43 = call float @llvm.sqrt.f32(float %42)
  %44 = fdiv float 1.000000e+00, %43
  %45 = fmul float %39, %44
  %46 = trunc i64 %6 to i32
  %47 = mul i32 %16, %46
  %48 = add i32 %47, %32
  %49 = sext i32 %48 to i64
  %50 = getelementptr float, ptr %2, i64 %49
  store float %45, ptr %50, align 4
  %51 = trunc i64 %6 to i32
  %52 = mul i32 %16, %51
  %53 = add i32 %52, %32
  %54 = sext i32 %53 to i64
  %55 = getelementptr float, ptr %3, i64 %54
  store float %44, ptr %55, align 4
  %56 = trunc i64 %6 to i32
  %57 = mul i32 %16, %56
  %58 = add i32 %57, %32
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = fmul float %61, %45
  %63 = trunc i64 %6 to i32
  %64 = mul i32 %16, %63
  %65 = add i32 %64, %32
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %4, i64 %66
  store float %62, ptr %67, align 4
  %68 = add nuw nsw i32 %32, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %69 = add nuw nsw i32 %16, 1
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
  %12 = trunc i64 %6 to i32
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %10 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %17 = phi i32 [ %14, %body ], [ %85, %e.exit3 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  %19 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %41, %e.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = trunc i64 %7 to i32
  %23 = mul i32 %17, %22
  %24 = add i32 %23, %20
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = sext i32 %20 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fmul float %27, %30
  %32 = trunc i64 %7 to i32
  %33 = mul i32 %17, %32
  %34 = add i32 %33, %20
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %2, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul float %31, %37
  %39 = load float, ptr %11, align 4
  %40 = fadd reassoc float %39, %38
  store float %40, ptr %11, align 4
  %41 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %42 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %43 = phi i32 [ 0, %e.exit ], [ %84, %e.body2 ]
  %44 = icmp slt i32 %43, %42
  br i1 %44, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %45 = trunc i64 %7 to i32
  %46 = mul i32 %17, %45
  %47 = add i32 %46, %43
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %4, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = trunc i64 %7 to i32
  %52 = mul i32 %17, %51
  %53 = add i32 %52, %43
  %54 = sext i32 %53 to i64
  %55 = getelementptr float, ptr %3, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = trunc i64 %7 to i32
  %58 = mul i32 %17, %57
  %59 = add i32 %58, %43
  %60 = sext i32 %59 to i64
  %61 = getelementptr float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = sext i32 %43 to i64
  %64 = getelementptr float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fmul float %62, %65
  %67 = trunc i64 %7 to i32
  %68 = mul i32 %17, %67
  %69 = add i32 %68, %43
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %2, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = load float, ptr %11, align 4
  %74 = fdiv float %73, 6.400000e+01
  %75 = fmul float %72, %74
  %76 = fsub float %66, %75
  %77 = fmul float %56, %76
  %78 = fadd float %50, %77
  %79 = trunc i64 %7 to i32
  %80 = mul i32 %17, %79
  %81 = add i32 %80, %43
  %82 = sext i32 %81 to i64
  %83 = getelementptr float, ptr %5, i64 %82
  store float %78, ptr %83, align 4
  %84 = add nuw nsw i32 %43, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %85 = add nuw nsw i32 %17, 1
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
  %9 = trunc i64 %2 to i32
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %7 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %14 = phi i32 [ %11, %body ], [ %38, %e.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  %16 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %34, %e.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = trunc i64 %4 to i32
  %20 = udiv i32 %17, %19
  %21 = trunc i64 %5 to i32
  %22 = mul i32 %20, %21
  %23 = trunc i64 %4 to i32
  %24 = urem i32 %17, %23
  %25 = trunc i64 %2 to i32
  %26 = mul i32 %24, %25
  %27 = add i32 %22, %26
  %28 = add i32 %27, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = load float, ptr %8, align 4
  %33 = fadd reassoc float %32, %31
  store float %33, ptr %8, align 4
  %34 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %35 = load float, ptr %8, align 4
  %36 = sext i32 %14 to i64
  %37 = getelementptr float, ptr %1, i64 %36
  store float %35, ptr %37, align 4
  %38 = add nuw nsw i32 %14, 1
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
@fulgur_host_shape = private constant [2 x i64] [i64 16, i64 172]
@fulgur_host_shape.7 = private constant [3 x i64] [i64 2, i64 8, i64 172]
@fulgur_host_shape.8 = private constant [2 x i64] [i64 16, i64 172]
@fulgur_host_proxies.9 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.10 = private constant [2 x i32] [i32 11, i32 12]
@fulgur_host_outputs.11 = private constant [1 x i32] [i32 15]
@fulgur_host_proxies.12 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.13 = private constant [2 x i32] [i32 13, i32 3]
@fulgur_host_outputs.14 = private constant [1 x i32] [i32 16]
@fulgur_host_proxies.15 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.16 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.17 = private constant [1 x i32] [i32 17]
@fulgur_host_proxies.18 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.19 = private constant [1 x i32] [i32 5]
@fulgur_host_outputs.20 = private constant [1 x i32] [i32 18]
@fulgur_host_proxies.21 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.22 = private constant [2 x i32] [i32 17, i32 18]
@fulgur_host_outputs.23 = private constant [1 x i32] [i32 19]
@fulgur_host_shape.24 = private constant [3 x i64] [i64 2, i64 8, i64 172]
@fulgur_host_shape.25 = private constant [2 x i64] [i64 16, i64 172]
@fulgur_host_proxies.26 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.27 = private constant [2 x i32] [i32 20, i32 2]
@fulgur_host_outputs.28 = private constant [1 x i32] [i32 22]
@fulgur_host_proxies.29 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.30 = private constant [1 x i32] [i32 21]
@fulgur_host_outputs.31 = private constant [1 x i32] [i32 23]
@fulgur_host_proxies.32 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.33 = private constant [1 x i32] [i32 5]
@fulgur_host_outputs.34 = private constant [1 x i32] [i32 24]
@fulgur_host_proxies.35 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.36 = private constant [2 x i32] [i32 23, i32 24]
@fulgur_host_outputs.37 = private constant [1 x i32] [i32 25]
@fulgur_host_shape.38 = private constant [3 x i64] [i64 2, i64 8, i64 64]
@fulgur_host_shape.39 = private constant [1 x i64] [i64 64]

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
  call void @fulgur_rt_allocate(ptr %0, i32 12, i32 1, i32 2, ptr @fulgur_host_shape)
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
  %27 = call ptr @fulgur_rt_data(ptr %0, i32 14)
  %28 = getelementptr ptr, ptr %3, i64 4
  store ptr %27, ptr %28, align 8
  %29 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %29, align 8
  %30 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %30, align 8
  %31 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %31, align 8
  %32 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 0)
  %33 = getelementptr i64, ptr %4, i64 3
  store i64 %32, ptr %33, align 8
  %34 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 1)
  %35 = getelementptr i64, ptr %4, i64 4
  store i64 %34, ptr %35, align 8
  %36 = call i64 @fulgur_rt_stride(ptr %0, i32 7, i32 0)
  %37 = getelementptr i64, ptr %4, i64 5
  store i64 %36, ptr %37, align 8
  %38 = call i64 @fulgur_rt_stride(ptr %0, i32 7, i32 1)
  %39 = getelementptr i64, ptr %4, i64 6
  store i64 %38, ptr %39, align 8
  %40 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 0)
  %41 = getelementptr i64, ptr %4, i64 7
  store i64 %40, ptr %41, align 8
  %42 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 1)
  %43 = getelementptr i64, ptr %4, i64 8
  store i64 %42, ptr %43, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  %44 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %45 = getelementptr ptr, ptr %3, i64 0
  store ptr %44, ptr %45, align 8
  %46 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %47 = getelementptr ptr, ptr %3, i64 1
  store ptr %46, ptr %47, align 8
  %48 = call ptr @fulgur_rt_data(ptr %0, i32 13)
  %49 = getelementptr ptr, ptr %3, i64 2
  store ptr %48, ptr %49, align 8
  %50 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %51 = getelementptr ptr, ptr %3, i64 3
  store ptr %50, ptr %51, align 8
  %52 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %52, align 8
  %53 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %53, align 8
  %54 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %54, align 8
  %55 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %55, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.9, ptr @fulgur_host_inputs.10, i32 2, ptr @fulgur_host_outputs.11, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 11)
  call void @fulgur_rt_free(ptr %0, i32 12)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.12, ptr @fulgur_host_inputs.13, i32 2, ptr @fulgur_host_outputs.14, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 13)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.15, ptr @fulgur_host_inputs.16, i32 1, ptr @fulgur_host_outputs.17, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 14)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.18, ptr @fulgur_host_inputs.19, i32 1, ptr @fulgur_host_outputs.20, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.21, ptr @fulgur_host_inputs.22, i32 2, ptr @fulgur_host_outputs.23, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 17)
  call void @fulgur_rt_free(ptr %0, i32 18)
  call void @fulgur_rt_allocate(ptr %0, i32 20, i32 1, i32 3, ptr @fulgur_host_shape.24)
  call void @fulgur_rt_allocate(ptr %0, i32 21, i32 1, i32 2, ptr @fulgur_host_shape.25)
  %56 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %57 = getelementptr ptr, ptr %3, i64 0
  store ptr %56, ptr %57, align 8
  %58 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %59 = getelementptr ptr, ptr %3, i64 1
  store ptr %58, ptr %59, align 8
  %60 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %61 = getelementptr ptr, ptr %3, i64 2
  store ptr %60, ptr %61, align 8
  %62 = call ptr @fulgur_rt_data(ptr %0, i32 20)
  %63 = getelementptr ptr, ptr %3, i64 3
  store ptr %62, ptr %63, align 8
  %64 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %64, align 8
  %65 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %65, align 8
  %66 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %66, align 8
  %67 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %67, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %69 = getelementptr ptr, ptr %3, i64 0
  store ptr %68, ptr %69, align 8
  %70 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %71 = getelementptr ptr, ptr %3, i64 1
  store ptr %70, ptr %71, align 8
  %72 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %73 = getelementptr ptr, ptr %3, i64 2
  store ptr %72, ptr %73, align 8
  %74 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %75 = getelementptr ptr, ptr %3, i64 3
  store ptr %74, ptr %75, align 8
  %76 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %76, align 8
  %77 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %77, align 8
  %78 = getelementptr i64, ptr %4, i64 2
  store i64 172, ptr %78, align 8
  %79 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 0)
  %80 = getelementptr i64, ptr %4, i64 3
  store i64 %79, ptr %80, align 8
  %81 = call i64 @fulgur_rt_stride(ptr %0, i32 9, i32 1)
  %82 = getelementptr i64, ptr %4, i64 4
  store i64 %81, ptr %82, align 8
  %83 = call i64 @fulgur_rt_stride(ptr %0, i32 7, i32 0)
  %84 = getelementptr i64, ptr %4, i64 5
  store i64 %83, ptr %84, align 8
  %85 = call i64 @fulgur_rt_stride(ptr %0, i32 7, i32 1)
  %86 = getelementptr i64, ptr %4, i64 6
  store i64 %85, ptr %86, align 8
  %87 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 0)
  %88 = getelementptr i64, ptr %4, i64 7
  store i64 %87, ptr %88, align 8
  %89 = call i64 @fulgur_rt_stride(ptr %0, i32 6, i32 1)
  %90 = getelementptr i64, ptr %4, i64 8
  store i64 %89, ptr %90, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_free(ptr %0, i32 9)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.26, ptr @fulgur_host_inputs.27, i32 2, ptr @fulgur_host_outputs.28, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 20)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.29, ptr @fulgur_host_inputs.30, i32 1, ptr @fulgur_host_outputs.31, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 21)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.32, ptr @fulgur_host_inputs.33, i32 1, ptr @fulgur_host_outputs.34, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.35, ptr @fulgur_host_inputs.36, i32 2, ptr @fulgur_host_outputs.37, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 23)
  call void @fulgur_rt_free(ptr %0, i32 24)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 22)
  %91 = call ptr @fulgur_rt_data(ptr %0, i32 16)
  %92 = getelementptr ptr, ptr %3, i64 0
  store ptr %91, ptr %92, align 8
  %93 = call ptr @fulgur_rt_data(ptr %0, i32 22)
  %94 = getelementptr ptr, ptr %3, i64 1
  store ptr %93, ptr %94, align 8
  %95 = getelementptr i8, ptr %18, i64 0
  %96 = getelementptr ptr, ptr %3, i64 2
  store ptr %95, ptr %96, align 8
  %97 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %97, align 8
  %98 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %98, align 8
  %99 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %99, align 8
  %100 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %100, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  call void @fulgur_rt_free(ptr %0, i32 16)
  call void @fulgur_rt_free(ptr %0, i32 22)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  %101 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %102 = getelementptr ptr, ptr %3, i64 0
  store ptr %101, ptr %102, align 8
  %103 = getelementptr i8, ptr %18, i64 0
  %104 = getelementptr ptr, ptr %3, i64 1
  store ptr %103, ptr %104, align 8
  %105 = getelementptr i8, ptr %18, i64 4096
  %106 = getelementptr ptr, ptr %3, i64 2
  store ptr %105, ptr %106, align 8
  %107 = getelementptr i8, ptr %18, i64 8192
  %108 = getelementptr ptr, ptr %3, i64 3
  store ptr %107, ptr %108, align 8
  %109 = getelementptr i8, ptr %18, i64 12288
  %110 = getelementptr ptr, ptr %3, i64 4
  store ptr %109, ptr %110, align 8
  %111 = getelementptr i64, ptr %4, i64 0
  store i64 16, ptr %111, align 8
  %112 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %112, align 8
  %113 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %113, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 8)
  call void @fulgur_rt_allocate(ptr %0, i32 30, i32 1, i32 3, ptr @fulgur_host_shape.38)
  %114 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %115 = getelementptr ptr, ptr %3, i64 0
  store ptr %114, ptr %115, align 8
  %116 = getelementptr i8, ptr %18, i64 0
  %117 = getelementptr ptr, ptr %3, i64 1
  store ptr %116, ptr %117, align 8
  %118 = getelementptr i8, ptr %18, i64 4096
  %119 = getelementptr ptr, ptr %3, i64 2
  store ptr %118, ptr %119, align 8
  %120 = getelementptr i8, ptr %18, i64 8192
  %121 = getelementptr ptr, ptr %3, i64 3
  store ptr %120, ptr %121, align 8
  %122 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %123 = getelementptr ptr, ptr %3, i64 4
  store ptr %122, ptr %123, align 8
  %124 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %125 = getelementptr ptr, ptr %3, i64 5
  store ptr %124, ptr %125, align 8
  %126 = getelementptr i64, ptr %4, i64 0
  store i64 16, ptr %126, align 8
  %127 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %127, align 8
  %128 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %128, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 16)
  call void @fulgur_rt_allocate(ptr %0, i32 31, i32 1, i32 1, ptr @fulgur_host_shape.39)
  %129 = getelementptr i8, ptr %18, i64 12288
  %130 = getelementptr ptr, ptr %3, i64 0
  store ptr %129, ptr %130, align 8
  %131 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %132 = getelementptr ptr, ptr %3, i64 1
  store ptr %131, ptr %132, align 8
  %133 = getelementptr i64, ptr %4, i64 0
  store i64 64, ptr %133, align 8
  %134 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %134, align 8
  %135 = getelementptr i64, ptr %4, i64 2
  store i64 8, ptr %135, align 8
  %136 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %136, align 8
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
