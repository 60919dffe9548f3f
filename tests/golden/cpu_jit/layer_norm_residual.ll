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
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smin.i32(i32 8, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %16 = phi i32 [ %13, %body ], [ %93, %e.exit6 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %33, %e.body ]
  %19 = icmp slt i32 %18, 128
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = mul i32 %16, 128
  %21 = add i32 %20, %18
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = mul i32 %16, 128
  %26 = add i32 %25, %18
  %27 = sext i32 %26 to i64
  %28 = getelementptr float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd float %24, %29
  %31 = load float, ptr %11, align 4
  %32 = fadd reassoc float %31, %30
  store float %32, ptr %11, align 4
  %33 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %10, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %34 = phi i32 [ 0, %e.exit ], [ %53, %e.body2 ]
  %35 = icmp slt i32 %34, 128
  br i1 %35, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %36 = mul i32 %16, 128
  %37 = add i32 %36, %34
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = mul i32 %16, 128
  %42 = add i32 %41, %34
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd float %40, %45
  %47 = load float, ptr %11, align 4
  %48 = fdiv float %47, 1.280000e+02
  %49 = fsub float %46, %48
  %50 = fmul float %49, %49
  %51 = load float, ptr %10, align 4
  %52 = fadd reassoc float %51, %50
  store float %52, ptr %10, align 4
  %53 = add nuw nsw i32 %34, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %54 = phi i32 [ 0, %e.exit3 ], [ %92, %e.body5 ]
  %55 = icmp slt i32 %54, 128
  br i1 %55, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %56 = mul i32 %16, 128
  %57 = add i32 %56, %54
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = mul i32 %16, 128
  %62 = add i32 %61, %54
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd float %60, %65
  %67 = mul i32 %16, 128
  %68 = add i32 %67, %54
  %69 = sext i32 %68 to i64
  %70 = getelementptr float, ptr %4, i64 %69
  store float %66, ptr %70, align 4
  %71 = load float, ptr %11, align 4
  %72 = fdiv float %71, 1.280000e+02
  %73 = fsub float %66, %72
  %74 = load float, ptr %10, align 4
  %75 = fdiv float %74, 1.280000e+02
  %76 = fadd float %75, 0x3EE4F8B580000000
  %77 = call float @llvm.sqrt.f32(float %76)
  %78 = fdiv float 1.000000e+00, %77
  %79 = fmul float %73, %78
  %80 = sext i32 %54 to i64
  %81 = getelementptr float, ptr %2, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fmul float %79, %82
  %84 = sext i32 %54 to i64
  %85 = getelementptr float, ptr %3, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fadd float %83, %86
  %88 = mul i32 %16, 128
  %89 = add i32 %88, %54
  %90 = sext i32 %89 to i64
  %91 = getelementptr float, ptr %5, i64 %90
  store float %87, ptr %91, align 4
  %92 = add nuw nsw i32 %54, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %93 = add nuw nsw i32 %16, 1
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
