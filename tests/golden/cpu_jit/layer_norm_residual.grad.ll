; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %6 to i32
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %9 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %17 = phi i32 [ %14, %body ], [ %105, %e.exit6 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  %19 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = trunc i64 %7 to i32
  %23 = mul i32 %17, %22
  %24 = add i32 %23, %20
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = trunc i64 %7 to i32
  %29 = mul i32 %17, %28
  %30 = add i32 %29, %20
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fadd float %27, %33
  %35 = load float, ptr %11, align 4
  %36 = fadd reassoc float %35, %34
  store float %36, ptr %11, align 4
  %37 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %10, align 4
  %38 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %39 = phi i32 [ 0, %e.exit ], [ %60, %e.body2 ]
  %40 = icmp slt i32 %39, %38
  br i1 %40, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %41 = trunc i64 %7 to i32
  %42 = mul i32 %17, %41
  %43 = add i32 %42, %39
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = trunc i64 %7 to i32
  %48 = mul i32 %17, %47
  %49 = add i32 %48, %39
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd float %46, %52
  %54 = load float, ptr %11, align 4
  %55 = fdiv float %54, 1.280000e+02
  %56 = fsub float %53, %55
  %57 = fmul float %56, %56
  %58 = load float, ptr %10, align 4
  %59 = fadd reassoc float %58, %57
  store float %59, ptr %10, align 4
  %60 = add nuw nsw i32 %39, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %61 = trunc i64 %7 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %62 = phi i32 [ 0, %e.exit3 ], [ %104, %e.body5 ]
  %63 = icmp slt i32 %62, %61
  br i1 %63, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %64 = trunc i64 %7 to i32
  %65 = mul i32 %17, %64
  %66 = add i32 %65, %62
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = trunc i64 %7 to i32
  %71 = mul i32 %17, %70
  %72 = add i32 %71, %62
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fadd float %69, %75
  %77 = trunc i64 %7 to i32
  %78 = mul i32 %17, %77
  %79 = add i32 %78, %62
  %80 = sext i32 %79 to i64
  %81 = getelementptr float, ptr %4, i64 %80
  store float %76, ptr %81, align 4
  %82 = load float, ptr %11, align 4
  %83 = fdiv float %82, 1.280000e+02
  %84 = fsub float %76, %83
  %85 = load float, ptr %10, align 4
  %86 = fdiv float %85, 1.280000e+02
  %87 = fadd float %86, 0x3EE4F8B580000000
  %88 = call float @llvm.sqrt.f32(float %87)
  %89 = fdiv float 1.000000e+00, %88
  %90 = fmul float %84, %89
  %91 = sext i32 %62 to i64
  %92 = getelementptr float, ptr %2, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = fmul float %90, %93
  %95 = sext i32 %62 to i64
  %96 = getelementptr float, ptr %3, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = fadd float %94, %97
  %99 = trunc i64 %7 to i32
  %100 = mul i32 %17, %99
  %101 = add i32 %100, %62
  %102 = sext i32 %101 to i64
  %103 = getelementptr float, ptr %5, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nuw nsw i32 %62, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %105 = add nuw nsw i32 %17, 1
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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
@fulgur_host_shape = private constant [2 x i64] [i64 8, i64 128]
@fulgur_host_shape.1 = private constant [2 x i64] [i64 8, i64 128]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [6 x ptr], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 2)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_allocate(ptr %0, i32 4, i32 1, i32 2, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 5, i32 1, i32 2, ptr @fulgur_host_shape.1)
  %18 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %19 = getelementptr ptr, ptr %3, i64 0
  store ptr %18, ptr %19, align 8
  %20 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %21 = getelementptr ptr, ptr %3, i64 1
  store ptr %20, ptr %21, align 8
  %22 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %23 = getelementptr ptr, ptr %3, i64 2
  store ptr %22, ptr %23, align 8
  %24 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %25 = getelementptr ptr, ptr %3, i64 3
  store ptr %24, ptr %25, align 8
  %26 = call ptr @fulgur_rt_data(ptr %0, i32 4)
  %27 = getelementptr ptr, ptr %3, i64 4
  store ptr %26, ptr %27, align 8
  %28 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %29 = getelementptr ptr, ptr %3, i64 5
  store ptr %28, ptr %29, align 8
  %30 = getelementptr i64, ptr %4, i64 0
  store i64 8, ptr %30, align 8
  %31 = getelementptr i64, ptr %4, i64 1
  store i64 128, ptr %31, align 8
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
; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %5 to i32
  %12 = trunc i64 %7 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %8 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %16 = phi i32 [ %13, %body ], [ %87, %e.exit6 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  %18 = trunc i64 %6 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %29, %e.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = trunc i64 %6 to i32
  %22 = mul i32 %16, %21
  %23 = add i32 %22, %19
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = load float, ptr %10, align 4
  %28 = fadd reassoc float %27, %26
  store float %28, ptr %10, align 4
  %29 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %9, align 4
  %30 = trunc i64 %6 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %31 = phi i32 [ 0, %e.exit ], [ %45, %e.body2 ]
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %33 = trunc i64 %6 to i32
  %34 = mul i32 %16, %33
  %35 = add i32 %34, %31
  %36 = sext i32 %35 to i64
  %37 = getelementptr float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = load float, ptr %10, align 4
  %40 = fdiv float %39, 1.280000e+02
  %41 = fsub float %38, %40
  %42 = fmul float %41, %41
  %43 = load float, ptr %9, align 4
  %44 = fadd reassoc float %43, %42
  store float %44, ptr %9, align 4
  %45 = add nuw nsw i32 %31, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %46 = trunc i64 %6 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %47 = phi i32 [ 0, %e.exit3 ], [ %86, %e.body5 ]
  %48 = icmp slt i32 %47, %46
  br i1 %48, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %49 = trunc i64 %6 to i32
  %50 = mul i32 %16, %49
  %51 = add i32 %50, %47
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load float, ptr %10, align 4
  %56 = fdiv float %55, 1.280000e+02
  %57 = fsub float %54, %56
  %58 = load float, ptr %9, align 4
  %59 = fdiv float %58, 1.280000e+02
  %60 = fadd float %59, 0x3EE4F8B580000000
  %61 = call float @llvm.sqrt.f32(float %60)
  %62 = fdiv float 1.000000e+00, %61
  %63 = fmul float %57, %62
  %64 = trunc i64 %6 to i32
  %65 = mul i32 %16, %64
  %66 = add i32 %65, %47
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %2, i64 %67
  store float %63, ptr %68, align 4
  %69 = trunc i64 %6 to i32
  %70 = mul i32 %16, %69
  %71 = add i32 %70, %47
  %72 = sext i32 %71 to i64
  %73 = getelementptr float, ptr %3, i64 %72
  store float %62, ptr %73, align 4
  %74 = trunc i64 %6 to i32
  %75 = mul i32 %16, %74
  %76 = add i32 %75, %47
  %77 = sext i32 %76 to i64
  %78 = getelementptr float, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = fmul float %79, %63
  %81 = trunc i64 %6 to i32
  %82 = mul i32 %16, %81
  %83 = add i32 %82, %47
  %84 = sext i32 %83 to i64
  %85 = getelementptr float, ptr %4, i64 %84
  store float %80, ptr %85, align 4
  %86 = add nuw nsw i32 %47, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %87 = add nuw nsw i32 %16, 1
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
  %10 = getelementptr ptr, ptr %0, i64 3
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr ptr, ptr %0, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 1
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %6 to i32
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %9 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %17 = phi i32 [ %14, %body ], [ %90, %e.exit3 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  store float 0.000000e+00, ptr %10, align 4
  %19 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %43, %e.body ]
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
  %32 = load float, ptr %11, align 4
  %33 = fadd reassoc float %32, %31
  store float %33, ptr %11, align 4
  %34 = trunc i64 %7 to i32
  %35 = mul i32 %17, %34
  %36 = add i32 %35, %20
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %2, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul float %31, %39
  %41 = load float, ptr %10, align 4
  %42 = fadd reassoc float %41, %40
  store float %42, ptr %10, align 4
  %43 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %44 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %45 = phi i32 [ 0, %e.exit ], [ %89, %e.body2 ]
  %46 = icmp slt i32 %45, %44
  br i1 %46, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %47 = trunc i64 %7 to i32
  %48 = mul i32 %17, %47
  %49 = add i32 %48, %45
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %4, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = trunc i64 %7 to i32
  %54 = mul i32 %17, %53
  %55 = add i32 %54, %45
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %3, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = trunc i64 %7 to i32
  %60 = mul i32 %17, %59
  %61 = add i32 %60, %45
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = sext i32 %45 to i64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fmul float %64, %67
  %69 = load float, ptr %11, align 4
  %70 = fdiv float %69, 1.280000e+02
  %71 = fsub float %68, %70
  %72 = trunc i64 %7 to i32
  %73 = mul i32 %17, %72
  %74 = add i32 %73, %45
  %75 = sext i32 %74 to i64
  %76 = getelementptr float, ptr %2, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = load float, ptr %10, align 4
  %79 = fdiv float %78, 1.280000e+02
  %80 = fmul float %77, %79
  %81 = fsub float %71, %80
  %82 = fmul float %58, %81
  %83 = fadd float %52, %82
  %84 = trunc i64 %7 to i32
  %85 = mul i32 %17, %84
  %86 = add i32 %85, %45
  %87 = sext i32 %86 to i64
  %88 = getelementptr float, ptr %5, i64 %87
  store float %83, ptr %88, align 4
  %89 = add nuw nsw i32 %45, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %90 = add nuw nsw i32 %17, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

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
  %12 = getelementptr ptr, ptr %0, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr ptr, ptr %0, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  call void @fulgur_cpuFusion1_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
; ModuleID = 'fulgur_cpuFusion3'
source_filename = "fulgur_cpuFusion3"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion3_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
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
define void @fulgur_cpuFusion3(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion3_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_shape = private constant [2 x i64] [i64 8, i64 128]
@fulgur_host_shape.1 = private constant [1 x i64] [i64 128]
@fulgur_host_shape.2 = private constant [1 x i64] [i64 128]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [6 x ptr], align 8
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
  %18 = call ptr @fulgur_rt_arena(ptr %0)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 2)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i8, ptr %18, i64 0
  %24 = getelementptr ptr, ptr %3, i64 2
  store ptr %23, ptr %24, align 8
  %25 = getelementptr i8, ptr %18, i64 4096
  %26 = getelementptr ptr, ptr %3, i64 3
  store ptr %25, ptr %26, align 8
  %27 = getelementptr i8, ptr %18, i64 8192
  %28 = getelementptr ptr, ptr %3, i64 4
  store ptr %27, ptr %28, align 8
  %29 = getelementptr i64, ptr %4, i64 0
  store i64 8, ptr %29, align 8
  %30 = getelementptr i64, ptr %4, i64 1
  store i64 128, ptr %30, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 8)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_allocate(ptr %0, i32 7, i32 1, i32 2, ptr @fulgur_host_shape)
  %31 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %32 = getelementptr ptr, ptr %3, i64 0
  store ptr %31, ptr %32, align 8
  %33 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %34 = getelementptr ptr, ptr %3, i64 1
  store ptr %33, ptr %34, align 8
  %35 = getelementptr i8, ptr %18, i64 0
  %36 = getelementptr ptr, ptr %3, i64 2
  store ptr %35, ptr %36, align 8
  %37 = getelementptr i8, ptr %18, i64 4096
  %38 = getelementptr ptr, ptr %3, i64 3
  store ptr %37, ptr %38, align 8
  %39 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %40 = getelementptr ptr, ptr %3, i64 4
  store ptr %39, ptr %40, align 8
  %41 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %42 = getelementptr ptr, ptr %3, i64 5
  store ptr %41, ptr %42, align 8
  %43 = getelementptr i64, ptr %4, i64 0
  store i64 8, ptr %43, align 8
  %44 = getelementptr i64, ptr %4, i64 1
  store i64 128, ptr %44, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 8)
  call void @fulgur_rt_allocate(ptr %0, i32 8, i32 1, i32 1, ptr @fulgur_host_shape.1)
  %45 = getelementptr i8, ptr %18, i64 8192
  %46 = getelementptr ptr, ptr %3, i64 0
  store ptr %45, ptr %46, align 8
  %47 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %48 = getelementptr ptr, ptr %3, i64 1
  store ptr %47, ptr %48, align 8
  %49 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %49, align 8
  %50 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %50, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_allocate(ptr %0, i32 9, i32 1, i32 1, ptr @fulgur_host_shape.2)
  %51 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %52 = getelementptr ptr, ptr %3, i64 0
  store ptr %51, ptr %52, align 8
  %53 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %54 = getelementptr ptr, ptr %3, i64 1
  store ptr %53, ptr %54, align 8
  %55 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %55, align 8
  %56 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %56, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
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
