; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 32, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %74, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %18 = icmp slt i32 %17, 32
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = urem i32 %15, 16
  %20 = mul i32 %19, 32
  %21 = add i32 %17, %20
  %22 = udiv i32 %15, 16
  %23 = mul i32 %22, 512
  %24 = add i32 %21, %23
  %25 = udiv i32 %24, 32
  %26 = urem i32 %25, 32
  %27 = trunc i64 %7 to i32
  %28 = mul i32 %26, %27
  %29 = urem i32 %24, 32
  %30 = add i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul float %33, %33
  %35 = load float, ptr %10, align 4
  %36 = fadd reassoc float %35, %34
  store float %36, ptr %10, align 4
  %37 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %38 = phi i32 [ 0, %e.exit ], [ %73, %e.body2 ]
  %39 = icmp slt i32 %38, 32
  br i1 %39, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %40 = urem i32 %15, 16
  %41 = mul i32 %40, 32
  %42 = add i32 %38, %41
  %43 = udiv i32 %15, 16
  %44 = mul i32 %43, 512
  %45 = add i32 %42, %44
  %46 = udiv i32 %45, 32
  %47 = urem i32 %46, 32
  %48 = trunc i64 %7 to i32
  %49 = mul i32 %47, %48
  %50 = urem i32 %45, 32
  %51 = add i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = mul i32 %15, 32
  %56 = add i32 %55, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %2, i64 %57
  store float %54, ptr %58, align 4
  %59 = load float, ptr %10, align 4
  %60 = fdiv float %59, 3.200000e+01
  %61 = fadd float %60, 0x3EE4F8B580000000
  %62 = call float @llvm.sqrt.f32(float %61)
  %63 = fdiv float 1.000000e+00, %62
  %64 = fmul float %54, %63
  %65 = sext i32 %38 to i64
  %66 = getelementptr float, ptr %1, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fmul float %64, %67
  %69 = mul i32 %15, 32
  %70 = add i32 %69, %38
  %71 = sext i32 %70 to i64
  %72 = getelementptr float, ptr %3, i64 %71
  store float %68, ptr %72, align 4
  %73 = add nuw nsw i32 %38, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %74 = add nuw nsw i32 %15, 1
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
  %12 = getelementptr i64, ptr %1, i64 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 2
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 3
  %19 = load i64, ptr %18, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %5 = trunc i64 %3 to i32
  %6 = call i32 @llvm.smax.i32(i32 0, i32 %5)
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smin.i32(i32 64, i32 %7)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %9 = phi i32 [ %6, %body ], [ %52, %i.body ]
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %11 = udiv i32 %9, 4
  %12 = sext i32 %11 to i64
  %13 = sitofp i64 %12 to double
  %14 = fmul double %13, 1.000000e+00
  %15 = fadd double %14, 0.000000e+00
  %16 = fptrunc double %15 to float
  %17 = urem i32 %9, 4
  %18 = sext i32 %17 to i64
  %19 = sitofp i64 %18 to double
  %20 = fmul double %19, 2.000000e+00
  %21 = fadd double %20, 0.000000e+00
  %22 = fptrunc double %21 to float
  %23 = fmul float %22, 0xBFF26BB1C0000000
  %24 = call float @llvm.maximum.f32(float %23, float -1.040000e+02)
  %25 = call float @llvm.minimum.f32(float %24, float 0x4056333340000000)
  %26 = fmul float %25, 0x3FF7154760000000
  %27 = call float @llvm.roundeven.f32(float %26)
  %28 = call float @llvm.fmuladd.f32(float %27, float 0xBFE62E4000000000, float %25)
  %29 = call float @llvm.fmuladd.f32(float %27, float 0xBEB7F7D1C0000000, float %28)
  %30 = call float @llvm.fmuladd.f32(float %29, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %31 = call float @llvm.fmuladd.f32(float %29, float %30, float 0x3FA5555560000000)
  %32 = call float @llvm.fmuladd.f32(float %29, float %31, float 0x3FC5555560000000)
  %33 = call float @llvm.fmuladd.f32(float %29, float %32, float 5.000000e-01)
  %34 = call float @llvm.fmuladd.f32(float %29, float %33, float 1.000000e+00)
  %35 = call float @llvm.fmuladd.f32(float %29, float %34, float 1.000000e+00)
  %36 = fcmp uno float %27, %27
  %37 = select i1 %36, float 0.000000e+00, float %27
  %38 = fptosi float %37 to i32
  %39 = ashr i32 %38, 1
  %40 = sub i32 %38, %39
  %41 = add i32 %40, 127
  %42 = shl i32 %41, 23
  %43 = bitcast i32 %42 to float
  %44 = add i32 %39, 127
  %45 = shl i32 %44, 23
  %46 = bitcast i32 %45 to float
  %47 = fmul float %35, %46
  %48 = fmul float %47, %43
  %49 = fmul float %16, %48
  %50 = sext i32 %9 to i64
  %51 = getelementptr float, ptr %0, i64 %50
  store float %49, ptr %51, align 4
  %52 = add nuw nsw i32 %9, 1
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
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  call void @fulgur_cpuFusion1_body(ptr %5, i64 %7, i64 %9, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %11 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %12 to i32
  %16 = call i32 @llvm.smin.i32(i32 512, i32 %15)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %17 = phi i32 [ %14, %body ], [ %41, %i.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %19 = udiv i32 %17, 256
  %20 = udiv i32 %17, 64
  %21 = urem i32 %20, 4
  %22 = udiv i32 %17, 4
  %23 = urem i32 %22, 16
  %24 = urem i32 %17, 4
  %25 = add i32 4, %24
  %26 = trunc i64 %8 to i32
  %27 = mul i32 %19, %26
  %28 = trunc i64 %9 to i32
  %29 = mul i32 %21, %28
  %30 = add i32 %27, %29
  %31 = trunc i64 %10 to i32
  %32 = mul i32 %23, %31
  %33 = add i32 %30, %32
  %34 = add i32 %33, %25
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fneg float %37
  %39 = sext i32 %17 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  store float %38, ptr %40, align 4
  %41 = add nuw nsw i32 %17, 1
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
  %18 = getelementptr i64, ptr %1, i64 5
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 6
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 7
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 8
  %25 = load i64, ptr %24, align 8
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion3_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %11 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %12 to i32
  %16 = call i32 @llvm.smin.i32(i32 512, i32 %15)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %17 = phi i32 [ %14, %body ], [ %41, %i.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %19 = udiv i32 %17, 256
  %20 = udiv i32 %17, 64
  %21 = urem i32 %20, 4
  %22 = udiv i32 %17, 4
  %23 = urem i32 %22, 16
  %24 = urem i32 %17, 4
  %25 = add i32 4, %24
  %26 = trunc i64 %8 to i32
  %27 = mul i32 %19, %26
  %28 = trunc i64 %9 to i32
  %29 = mul i32 %21, %28
  %30 = add i32 %27, %29
  %31 = trunc i64 %10 to i32
  %32 = mul i32 %23, %31
  %33 = add i32 %30, %32
  %34 = add i32 %33, %25
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fneg float %37
  %39 = sext i32 %17 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  store float %38, ptr %40, align 4
  %41 = add nuw nsw i32 %17, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 3
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 4
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 5
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 6
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 7
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 8
  %25 = load i64, ptr %24, align 8
  call void @fulgur_cpuFusion3_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %11 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %12 to i32
  %16 = call i32 @llvm.smin.i32(i32 1024, i32 %15)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %17 = phi i32 [ %14, %body ], [ %41, %i.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %19 = sext i32 %17 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = udiv i32 %17, 8
  %23 = urem i32 %22, 16
  %24 = trunc i64 %10 to i32
  %25 = mul i32 %23, %24
  %26 = urem i32 %17, 8
  %27 = add i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = call float @llvm.cos.f32(float %30)
  %32 = fmul float %21, %31
  %33 = sext i32 %17 to i64
  %34 = getelementptr float, ptr %2, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = call float @llvm.sin.f32(float %30)
  %37 = fmul float %35, %36
  %38 = fadd float %32, %37
  %39 = sext i32 %17 to i64
  %40 = getelementptr float, ptr %3, i64 %39
  store float %38, ptr %40, align 4
  %41 = add nuw nsw i32 %17, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

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
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion4_1'
source_filename = "fulgur_cpuFusion4_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion4_1_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %5 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smin.i32(i32 128, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %22, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = call float @llvm.cos.f32(float %15)
  %17 = sext i32 %11 to i64
  %18 = getelementptr float, ptr %1, i64 %17
  store float %16, ptr %18, align 4
  %19 = call float @llvm.sin.f32(float %15)
  %20 = sext i32 %11 to i64
  %21 = getelementptr float, ptr %2, i64 %20
  store float %19, ptr %21, align 4
  %22 = add nuw nsw i32 %11, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion4_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion4_1_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %13 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smin.i32(i32 1024, i32 %17)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %19 = phi i32 [ %16, %body ], [ %50, %i.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %21 = sext i32 %19 to i64
  %22 = getelementptr float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = udiv i32 %19, 8
  %25 = urem i32 %24, 16
  %26 = trunc i64 %11 to i32
  %27 = mul i32 %25, %26
  %28 = urem i32 %19, 8
  %29 = add i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul float %23, %32
  %34 = sext i32 %19 to i64
  %35 = getelementptr float, ptr %3, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = udiv i32 %19, 8
  %38 = urem i32 %37, 16
  %39 = trunc i64 %12 to i32
  %40 = mul i32 %38, %39
  %41 = urem i32 %19, 8
  %42 = add i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %2, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fmul float %36, %45
  %47 = fadd float %33, %46
  %48 = sext i32 %19 to i64
  %49 = getelementptr float, ptr %4, i64 %48
  store float %47, ptr %49, align 4
  %50 = add nuw nsw i32 %19, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion6'
source_filename = "fulgur_cpuFusion6"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  %16 = phi i32 [ %13, %body ], [ %101, %e.exit6 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %10, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %35, %e.body ]
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = sext i32 %18 to i64
  %21 = urem i32 %16, 16
  %22 = sext i32 %21 to i64
  %23 = sub i64 %20, %22
  %24 = icmp sle i64 %23, 0
  %25 = select i1 %24, i1 true, i1 false
  %26 = mul i32 %16, 16
  %27 = add i32 %26, %18
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fmul float %30, 0x3F96A09E60000000
  %32 = select i1 %25, float %31, float 0xFFF0000000000000
  %33 = load float, ptr %10, align 4
  %34 = call reassoc float @llvm.maximum.f32(float %33, float %32)
  store float %34, ptr %10, align 4
  %35 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %9, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %36 = phi i32 [ 0, %e.exit ], [ %85, %e.body2 ]
  %37 = icmp slt i32 %36, 16
  br i1 %37, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %38 = sext i32 %36 to i64
  %39 = urem i32 %16, 16
  %40 = sext i32 %39 to i64
  %41 = sub i64 %38, %40
  %42 = icmp sle i64 %41, 0
  %43 = select i1 %42, i1 true, i1 false
  %44 = mul i32 %16, 16
  %45 = add i32 %44, %36
  %46 = sext i32 %45 to i64
  %47 = getelementptr float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fmul float %48, 0x3F96A09E60000000
  %50 = select i1 %43, float %49, float 0xFFF0000000000000
  %51 = load float, ptr %10, align 4
  %52 = fcmp une float %51, 0xFFF0000000000000
  %53 = load float, ptr %10, align 4
  %54 = select i1 %52, float %53, float 0.000000e+00
  %55 = fsub float %50, %54
  %56 = call float @llvm.maximum.f32(float %55, float -1.040000e+02)
  %57 = call float @llvm.minimum.f32(float %56, float 0x4056333340000000)
  %58 = fmul float %57, 0x3FF7154760000000
  %59 = call float @llvm.roundeven.f32(float %58)
  %60 = call float @llvm.fmuladd.f32(float %59, float 0xBFE62E4000000000, float %57)
  %61 = call float @llvm.fmuladd.f32(float %59, float 0xBEB7F7D1C0000000, float %60)
  %62 = call float @llvm.fmuladd.f32(float %61, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %63 = call float @llvm.fmuladd.f32(float %61, float %62, float 0x3FA5555560000000)
  %64 = call float @llvm.fmuladd.f32(float %61, float %63, float 0x3FC5555560000000)
  %65 = call float @llvm.fmuladd.f32(float %61, float %64, float 5.000000e-01)
  %66 = call float @llvm.fmuladd.f32(float %61, float %65, float 1.000000e+00)
  %67 = call float @llvm.fmuladd.f32(float %61, float %66, float 1.000000e+00)
  %68 = fcmp uno float %59, %59
  %69 = select i1 %68, float 0.000000e+00, float %59
  %70 = fptosi float %69 to i32
  %71 = ashr i32 %70, 1
  %72 = sub i32 %70, %71
  %73 = add i32 %72, 127
  %74 = shl i32 %73, 23
  %75 = bitcast i32 %74 to float
  %76 = add i32 %71, 127
  %77 = shl i32 %76, 23
  %78 = bitcast i32 %77 to float
  %79 = fmul float %67, %78
  %80 = fmul float %79, %75
  %81 = sext i32 %36 to i64
  %82 = getelementptr [16 x float], ptr %11, i64 0, i64 %81
  store float %80, ptr %82, align 4
  %83 = load float, ptr %9, align 4
  %84 = fadd reassoc float %83, %80
  store float %84, ptr %9, align 4
  %85 = add nuw nsw i32 %36, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %86 = phi i32 [ 0, %e.exit3 ], [ %100, %e.body5 ]
  %87 = icmp slt i32 %86, 16
  br i1 %87, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %88 = sext i32 %86 to i64
  %89 = getelementptr [16 x float], ptr %11, i64 0, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = load float, ptr %9, align 4
  %92 = fcmp oeq float %91, 0.000000e+00
  %93 = load float, ptr %9, align 4
  %94 = select i1 %92, float 1.000000e+00, float %93
  %95 = fdiv float %90, %94
  %96 = mul i32 %16, 16
  %97 = add i32 %96, %86
  %98 = sext i32 %97 to i64
  %99 = getelementptr float, ptr %1, i64 %98
  store float %95, ptr %99, align 4
  %100 = add nuw nsw i32 %86, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %101 = add nuw nsw i32 %16, 1
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
define void @fulgur_cpuFusion6(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion7'
source_filename = "fulgur_cpuFusion7"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion7_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 32, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %66, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %33, %e.body ]
  %18 = icmp slt i32 %17, 32
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = mul i32 %15, 32
  %20 = add i32 %19, %17
  %21 = sext i32 %20 to i64
  %22 = getelementptr float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = mul i32 %15, 32
  %25 = add i32 %24, %17
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd float %23, %28
  %30 = fmul float %29, %29
  %31 = load float, ptr %10, align 4
  %32 = fadd reassoc float %31, %30
  store float %32, ptr %10, align 4
  %33 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %34 = phi i32 [ 0, %e.exit ], [ %65, %e.body2 ]
  %35 = icmp slt i32 %34, 32
  br i1 %35, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %36 = mul i32 %15, 32
  %37 = add i32 %36, %34
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = mul i32 %15, 32
  %42 = add i32 %41, %34
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd float %40, %45
  %47 = mul i32 %15, 32
  %48 = add i32 %47, %34
  %49 = sext i32 %48 to i64
  %50 = getelementptr float, ptr %3, i64 %49
  store float %46, ptr %50, align 4
  %51 = load float, ptr %10, align 4
  %52 = fdiv float %51, 3.200000e+01
  %53 = fadd float %52, 0x3EE4F8B580000000
  %54 = call float @llvm.sqrt.f32(float %53)
  %55 = fdiv float 1.000000e+00, %54
  %56 = fmul float %46, %55
  %57 = sext i32 %34 to i64
  %58 = getelementptr float, ptr %2, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = fmul float %56, %59
  %61 = mul i32 %15, 32
  %62 = add i32 %61, %34
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr %4, i64 %63
  store float %60, ptr %64, align 4
  %65 = add nuw nsw i32 %34, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %66 = add nuw nsw i32 %15, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion7(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion7_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion8'
source_filename = "fulgur_cpuFusion8"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion8_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion8(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion8_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion9'
source_filename = "fulgur_cpuFusion9"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion9_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  %9 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 32, i32 %12)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %14 = phi i32 [ %11, %body ], [ %61, %e.exit3 ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %32, %e.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = mul i32 %14, 32
  %19 = add i32 %18, %16
  %20 = sext i32 %19 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = mul i32 %14, 32
  %24 = add i32 %23, %16
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fadd float %22, %27
  %29 = fmul float %28, %28
  %30 = load float, ptr %9, align 4
  %31 = fadd reassoc float %30, %29
  store float %31, ptr %9, align 4
  %32 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %33 = phi i32 [ 0, %e.exit ], [ %60, %e.body2 ]
  %34 = icmp slt i32 %33, 32
  br i1 %34, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %35 = mul i32 %14, 32
  %36 = add i32 %35, %33
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = mul i32 %14, 32
  %41 = add i32 %40, %33
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd float %39, %44
  %46 = load float, ptr %9, align 4
  %47 = fdiv float %46, 3.200000e+01
  %48 = fadd float %47, 0x3EE4F8B580000000
  %49 = call float @llvm.sqrt.f32(float %48)
  %50 = fdiv float 1.000000e+00, %49
  %51 = fmul float %45, %50
  %52 = sext i32 %33 to i64
  %53 = getelementptr float, ptr %2, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fmul float %51, %54
  %56 = mul i32 %14, 32
  %57 = add i32 %56, %33
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  store float %55, ptr %59, align 4
  %60 = add nuw nsw i32 %33, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %61 = add nuw nsw i32 %14, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion9(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion9_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion10'
source_filename = "fulgur_cpuFusion10"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion10_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
entry:
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %14 = trunc i64 %10 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %11 to i32
  %17 = call i32 @llvm.smin.i32(i32 32, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %18 = phi i32 [ %15, %body ], [ %133, %e.exit6 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %13, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %40, %e.body ]
  %21 = icmp slt i32 %20, 64
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = mul i32 %18, 64
  %23 = add i32 %20, %22
  %24 = udiv i32 %23, 1024
  %25 = urem i32 %24, 2
  %26 = trunc i64 %7 to i32
  %27 = mul i32 %25, %26
  %28 = udiv i32 %23, 64
  %29 = urem i32 %28, 16
  %30 = trunc i64 %8 to i32
  %31 = mul i32 %29, %30
  %32 = add i32 %27, %31
  %33 = urem i32 %23, 64
  %34 = add i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = load float, ptr %13, align 4
  %39 = call reassoc float @llvm.maximum.f32(float %38, float %37)
  store float %39, ptr %13, align 4
  %40 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %12, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %41 = phi i32 [ 0, %e.exit ], [ %88, %e.body2 ]
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %43 = mul i32 %18, 64
  %44 = add i32 %41, %43
  %45 = udiv i32 %44, 1024
  %46 = urem i32 %45, 2
  %47 = trunc i64 %7 to i32
  %48 = mul i32 %46, %47
  %49 = udiv i32 %44, 64
  %50 = urem i32 %49, 16
  %51 = trunc i64 %8 to i32
  %52 = mul i32 %50, %51
  %53 = add i32 %48, %52
  %54 = urem i32 %44, 64
  %55 = add i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = load float, ptr %13, align 4
  %60 = fsub float %58, %59
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
  %86 = load float, ptr %12, align 4
  %87 = fadd reassoc float %86, %85
  store float %87, ptr %12, align 4
  %88 = add nuw nsw i32 %41, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %89 = udiv i32 %18, 16
  %90 = urem i32 %89, 2
  %91 = trunc i64 %9 to i32
  %92 = mul i32 %90, %91
  %93 = urem i32 %18, 16
  %94 = add i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr i64, ptr %1, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = icmp ne i64 %97, -100
  %99 = select i1 %98, i64 %97, i64 0
  %100 = sext i32 %18 to i64
  %101 = getelementptr i64, ptr %3, i64 %100
  store i64 %99, ptr %101, align 8
  %102 = uitofp i1 %98 to float
  %103 = sext i32 %18 to i64
  %104 = getelementptr float, ptr %4, i64 %103
  store float %102, ptr %104, align 4
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %105 = phi i32 [ 0, %e.exit3 ], [ %132, %e.body5 ]
  %106 = icmp slt i32 %105, 64
  br i1 %106, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %107 = mul i32 %18, 64
  %108 = add i32 %105, %107
  %109 = udiv i32 %108, 1024
  %110 = urem i32 %109, 2
  %111 = trunc i64 %7 to i32
  %112 = mul i32 %110, %111
  %113 = udiv i32 %108, 64
  %114 = urem i32 %113, 16
  %115 = trunc i64 %8 to i32
  %116 = mul i32 %114, %115
  %117 = add i32 %112, %116
  %118 = urem i32 %108, 64
  %119 = add i32 %117, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr float, ptr %0, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = load float, ptr %13, align 4
  %124 = fsub float %122, %123
  %125 = load float, ptr %12, align 4
  %126 = call float @llvm.log.f32(float %125)
  %127 = fsub float %124, %126
  %128 = mul i32 %18, 64
  %129 = add i32 %128, %105
  %130 = sext i32 %129 to i64
  %131 = getelementptr float, ptr %2, i64 %130
  store float %127, ptr %131, align 4
  %132 = add nuw nsw i32 %105, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %133 = add nuw nsw i32 %18, 1
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion10(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion10_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion11'
source_filename = "fulgur_cpuFusion11"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion11_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  %7 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smin.i32(i32 1, i32 %10)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %12 = phi i32 [ %9, %body ], [ %34, %e.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %7, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %14 = phi i32 [ 0, %row.body ], [ %30, %e.body ]
  %15 = icmp slt i32 %14, 32
  br i1 %15, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %16 = trunc i64 %4 to i32
  %17 = mul i32 %14, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fneg float %20
  %22 = mul i32 %12, 32
  %23 = add i32 %22, %14
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fmul float %21, %26
  %28 = load float, ptr %7, align 4
  %29 = fadd reassoc float %28, %27
  store float %29, ptr %7, align 4
  %30 = add nuw nsw i32 %14, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %31 = load float, ptr %7, align 4
  %32 = sext i32 %12 to i64
  %33 = getelementptr float, ptr %2, i64 %32
  store float %31, ptr %33, align 4
  %34 = add nuw nsw i32 %12, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion11(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion11_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion12'
source_filename = "fulgur_cpuFusion12"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion12_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  %6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 1, i32 %9)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %11 = phi i32 [ %8, %body ], [ %29, %e.exit ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %6, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %13 = phi i32 [ 0, %row.body ], [ %22, %e.body ]
  %14 = icmp slt i32 %13, 32
  br i1 %14, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %15 = mul i32 %11, 32
  %16 = add i32 %15, %13
  %17 = sext i32 %16 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fadd reassoc float %20, %19
  store float %21, ptr %6, align 4
  %22 = add nuw nsw i32 %13, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %23 = getelementptr float, ptr %1, i64 0
  %24 = load float, ptr %23, align 4
  %25 = load float, ptr %6, align 4
  %26 = fdiv float %24, %25
  %27 = sext i32 %11 to i64
  %28 = getelementptr float, ptr %2, i64 %27
  store float %26, ptr %28, align 4
  %29 = add nuw nsw i32 %11, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion12(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr ptr, ptr %0, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 0
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion12_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_inputs = private constant [1 x i32] zeroinitializer
@fulgur_host_outputs = private constant [1 x i32] [i32 14]
@fulgur_host_proxies.1 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 15]
@fulgur_host_proxies.4 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.5 = private constant [2 x i32] [i32 2, i32 15]
@fulgur_host_outputs.6 = private constant [1 x i32] [i32 16]
@fulgur_host_shape = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.7 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.8 = private constant [2 x i32] [i32 18, i32 4]
@fulgur_host_outputs.9 = private constant [1 x i32] [i32 19]
@fulgur_host_proxies.10 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.11 = private constant [2 x i32] [i32 18, i32 5]
@fulgur_host_outputs.12 = private constant [1 x i32] [i32 20]
@fulgur_host_proxies.13 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.14 = private constant [2 x i32] [i32 18, i32 6]
@fulgur_host_outputs.15 = private constant [1 x i32] [i32 21]
@fulgur_host_shape.16 = private constant [2 x i64] [i64 16, i64 4]
@fulgur_host_proxies.17 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.18 = private constant [2 x i32] [i32 22, i32 22]
@fulgur_host_outputs.19 = private constant [1 x i32] [i32 23]
@fulgur_host_proxies.20 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.21 = private constant [1 x i32] [i32 19]
@fulgur_host_outputs.22 = private constant [1 x i32] [i32 24]
@fulgur_host_proxies.23 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.24 = private constant [1 x i32] [i32 24]
@fulgur_host_outputs.25 = private constant [1 x i32] [i32 25]
@fulgur_host_proxies.26 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.27 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.28 = private constant [1 x i32] [i32 26]
@fulgur_host_shape.29 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.30 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.31 = private constant [2 x i32] [i32 27, i32 26]
@fulgur_host_outputs.32 = private constant [1 x i32] [i32 28]
@fulgur_host_proxies.33 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.34 = private constant [1 x i32] [i32 20]
@fulgur_host_outputs.35 = private constant [1 x i32] [i32 29]
@fulgur_host_proxies.36 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.37 = private constant [1 x i32] [i32 29]
@fulgur_host_outputs.38 = private constant [1 x i32] [i32 30]
@fulgur_host_proxies.39 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.40 = private constant [1 x i32] [i32 30]
@fulgur_host_outputs.41 = private constant [1 x i32] [i32 31]
@fulgur_host_shape.42 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.43 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.44 = private constant [2 x i32] [i32 32, i32 31]
@fulgur_host_outputs.45 = private constant [1 x i32] [i32 33]
@fulgur_host_shape.46 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_proxies.47 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.48 = private constant [1 x i32] [i32 36]
@fulgur_host_outputs.49 = private constant [1 x i32] [i32 37]
@fulgur_host_shape.50 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_proxies.51 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.52 = private constant [2 x i32] [i32 38, i32 37]
@fulgur_host_outputs.53 = private constant [1 x i32] [i32 39]
@fulgur_host_proxies.54 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.55 = private constant [1 x i32] [i32 21]
@fulgur_host_outputs.56 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.57 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.58 = private constant [1 x i32] [i32 40]
@fulgur_host_outputs.59 = private constant [1 x i32] [i32 41]
@fulgur_host_shape.60 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.61 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.62 = private constant [2 x i32] [i32 42, i32 41]
@fulgur_host_outputs.63 = private constant [1 x i32] [i32 43]
@fulgur_host_proxies.64 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.65 = private constant [1 x i32] [i32 43]
@fulgur_host_outputs.66 = private constant [1 x i32] [i32 44]
@fulgur_host_proxies.67 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.68 = private constant [1 x i32] [i32 44]
@fulgur_host_outputs.69 = private constant [1 x i32] [i32 45]
@fulgur_host_proxies.70 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.71 = private constant [2 x i32] [i32 45, i32 7]
@fulgur_host_outputs.72 = private constant [1 x i32] [i32 46]
@fulgur_host_shape.73 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.74 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.75 = private constant [2 x i32] [i32 48, i32 9]
@fulgur_host_outputs.76 = private constant [1 x i32] [i32 49]
@fulgur_host_proxies.77 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.78 = private constant [2 x i32] [i32 48, i32 10]
@fulgur_host_outputs.79 = private constant [1 x i32] [i32 50]
@fulgur_host_shape.80 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_proxies.81 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.82 = private constant [2 x i32] [i32 51, i32 11]
@fulgur_host_outputs.83 = private constant [1 x i32] [i32 52]
@fulgur_host_shape.84 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.85 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.86 = private constant [2 x i32] [i32 53, i32 13]
@fulgur_host_outputs.87 = private constant [1 x i32] [i32 54]
@fulgur_host_shape.88 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_shape.89 = private constant [2 x i64] [i64 32, i64 1]
@fulgur_host_proxies.90 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.91 = private constant [2 x i32] [i32 55, i32 56]
@fulgur_host_outputs.92 = private constant [1 x i32] [i32 58]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [5 x ptr], align 8
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
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 1, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.1, ptr @fulgur_host_inputs.2, i32 1, ptr @fulgur_host_outputs.3, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 14)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.4, ptr @fulgur_host_inputs.5, i32 2, ptr @fulgur_host_outputs.6, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 15)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_allocate(ptr %0, i32 18, i32 1, i32 3, ptr @fulgur_host_shape)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 16)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i8, ptr %18, i64 0
  %24 = getelementptr ptr, ptr %3, i64 2
  store ptr %23, ptr %24, align 8
  %25 = call ptr @fulgur_rt_data(ptr %0, i32 18)
  %26 = getelementptr ptr, ptr %3, i64 3
  store ptr %25, ptr %26, align 8
  %27 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %27, align 8
  %28 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %28, align 8
  %29 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %29, align 8
  %30 = call i64 @fulgur_rt_stride(ptr %0, i32 16, i32 0)
  %31 = getelementptr i64, ptr %4, i64 3
  store i64 %30, ptr %31, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.7, ptr @fulgur_host_inputs.8, i32 2, ptr @fulgur_host_outputs.9, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.10, ptr @fulgur_host_inputs.11, i32 2, ptr @fulgur_host_outputs.12, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.13, ptr @fulgur_host_inputs.14, i32 2, ptr @fulgur_host_outputs.15, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 22, i32 1, i32 2, ptr @fulgur_host_shape.16)
  %32 = call ptr @fulgur_rt_data(ptr %0, i32 22)
  %33 = getelementptr ptr, ptr %3, i64 0
  store ptr %32, ptr %33, align 8
  %34 = getelementptr i64, ptr %4, i64 0
  store i64 64, ptr %34, align 8
  %35 = getelementptr i64, ptr %4, i64 1
  store i64 4, ptr %35, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 64)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.17, ptr @fulgur_host_inputs.18, i32 2, ptr @fulgur_host_outputs.19, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.20, ptr @fulgur_host_inputs.21, i32 1, ptr @fulgur_host_outputs.22, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 19)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.23, ptr @fulgur_host_inputs.24, i32 1, ptr @fulgur_host_outputs.25, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 24)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.26, ptr @fulgur_host_inputs.27, i32 1, ptr @fulgur_host_outputs.28, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 25)
  call void @fulgur_rt_allocate(ptr %0, i32 27, i32 1, i32 4, ptr @fulgur_host_shape.29)
  %36 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %37 = getelementptr ptr, ptr %3, i64 0
  store ptr %36, ptr %37, align 8
  %38 = call ptr @fulgur_rt_data(ptr %0, i32 27)
  %39 = getelementptr ptr, ptr %3, i64 1
  store ptr %38, ptr %39, align 8
  %40 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %40, align 8
  %41 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %41, align 8
  %42 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %42, align 8
  %43 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %43, align 8
  %44 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %44, align 8
  %45 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %45, align 8
  %46 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 0)
  %47 = getelementptr i64, ptr %4, i64 6
  store i64 %46, ptr %47, align 8
  %48 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 1)
  %49 = getelementptr i64, ptr %4, i64 7
  store i64 %48, ptr %49, align 8
  %50 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 2)
  %51 = getelementptr i64, ptr %4, i64 8
  store i64 %50, ptr %51, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.30, ptr @fulgur_host_inputs.31, i32 2, ptr @fulgur_host_outputs.32, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 26)
  call void @fulgur_rt_free(ptr %0, i32 27)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.33, ptr @fulgur_host_inputs.34, i32 1, ptr @fulgur_host_outputs.35, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 20)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.36, ptr @fulgur_host_inputs.37, i32 1, ptr @fulgur_host_outputs.38, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 29)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.39, ptr @fulgur_host_inputs.40, i32 1, ptr @fulgur_host_outputs.41, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 30)
  call void @fulgur_rt_allocate(ptr %0, i32 32, i32 1, i32 4, ptr @fulgur_host_shape.42)
  %52 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %53 = getelementptr ptr, ptr %3, i64 0
  store ptr %52, ptr %53, align 8
  %54 = call ptr @fulgur_rt_data(ptr %0, i32 32)
  %55 = getelementptr ptr, ptr %3, i64 1
  store ptr %54, ptr %55, align 8
  %56 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %56, align 8
  %57 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %57, align 8
  %58 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %58, align 8
  %59 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %59, align 8
  %60 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %60, align 8
  %61 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %61, align 8
  %62 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 0)
  %63 = getelementptr i64, ptr %4, i64 6
  store i64 %62, ptr %63, align 8
  %64 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 1)
  %65 = getelementptr i64, ptr %4, i64 7
  store i64 %64, ptr %65, align 8
  %66 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 2)
  %67 = getelementptr i64, ptr %4, i64 8
  store i64 %66, ptr %67, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.43, ptr @fulgur_host_inputs.44, i32 2, ptr @fulgur_host_outputs.45, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 31)
  call void @fulgur_rt_free(ptr %0, i32 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 23)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 33)
  call void @fulgur_rt_allocate(ptr %0, i32 36, i32 1, i32 4, ptr @fulgur_host_shape.46)
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %69 = getelementptr ptr, ptr %3, i64 0
  store ptr %68, ptr %69, align 8
  %70 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %71 = getelementptr ptr, ptr %3, i64 1
  store ptr %70, ptr %71, align 8
  %72 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %73 = getelementptr ptr, ptr %3, i64 2
  store ptr %72, ptr %73, align 8
  %74 = call ptr @fulgur_rt_data(ptr %0, i32 36)
  %75 = getelementptr ptr, ptr %3, i64 3
  store ptr %74, ptr %75, align 8
  %76 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %76, align 8
  %77 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %77, align 8
  %78 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %78, align 8
  %79 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %79, align 8
  %80 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %80, align 8
  %81 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %81, align 8
  %82 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %83 = getelementptr i64, ptr %4, i64 6
  store i64 %82, ptr %83, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %84 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %85 = getelementptr ptr, ptr %3, i64 0
  store ptr %84, ptr %85, align 8
  %86 = getelementptr i8, ptr %18, i64 4096
  %87 = getelementptr ptr, ptr %3, i64 1
  store ptr %86, ptr %87, align 8
  %88 = getelementptr i8, ptr %18, i64 4608
  %89 = getelementptr ptr, ptr %3, i64 2
  store ptr %88, ptr %89, align 8
  %90 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %90, align 8
  %91 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %91, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 23)
  call void @fulgur_rt_free(ptr %0, i32 30)
  call void @fulgur_rt_free(ptr %0, i32 33)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.47, ptr @fulgur_host_inputs.48, i32 1, ptr @fulgur_host_outputs.49, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 28)
  call void @fulgur_rt_allocate(ptr %0, i32 38, i32 1, i32 4, ptr @fulgur_host_shape.50)
  %92 = getelementptr i8, ptr %18, i64 4096
  %93 = getelementptr ptr, ptr %3, i64 0
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %95 = getelementptr ptr, ptr %3, i64 1
  store ptr %94, ptr %95, align 8
  %96 = getelementptr i8, ptr %18, i64 4608
  %97 = getelementptr ptr, ptr %3, i64 2
  store ptr %96, ptr %97, align 8
  %98 = call ptr @fulgur_rt_data(ptr %0, i32 28)
  %99 = getelementptr ptr, ptr %3, i64 3
  store ptr %98, ptr %99, align 8
  %100 = call ptr @fulgur_rt_data(ptr %0, i32 38)
  %101 = getelementptr ptr, ptr %3, i64 4
  store ptr %100, ptr %101, align 8
  %102 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %102, align 8
  %103 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %103, align 8
  %104 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %104, align 8
  %105 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %105, align 8
  %106 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %106, align 8
  %107 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %107, align 8
  %108 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %108, align 8
  %109 = getelementptr i64, ptr %4, i64 7
  store i64 8, ptr %109, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  call void @fulgur_rt_free(ptr %0, i32 25)
  call void @fulgur_rt_free(ptr %0, i32 28)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.51, ptr @fulgur_host_inputs.52, i32 2, ptr @fulgur_host_outputs.53, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 37)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.54, ptr @fulgur_host_inputs.55, i32 1, ptr @fulgur_host_outputs.56, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.57, ptr @fulgur_host_inputs.58, i32 1, ptr @fulgur_host_outputs.59, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 40)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 39)
  call void @fulgur_rt_allocate(ptr %0, i32 42, i32 1, i32 4, ptr @fulgur_host_shape.60)
  %110 = call ptr @fulgur_rt_data(ptr %0, i32 39)
  %111 = getelementptr ptr, ptr %3, i64 0
  store ptr %110, ptr %111, align 8
  %112 = call ptr @fulgur_rt_data(ptr %0, i32 42)
  %113 = getelementptr ptr, ptr %3, i64 1
  store ptr %112, ptr %113, align 8
  %114 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %114, align 8
  %115 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %115, align 8
  %116 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %116, align 8
  %117 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %117, align 8
  %118 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %118, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.61, ptr @fulgur_host_inputs.62, i32 2, ptr @fulgur_host_outputs.63, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 41)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 1, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.67, ptr @fulgur_host_inputs.68, i32 1, ptr @fulgur_host_outputs.69, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 44)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.70, ptr @fulgur_host_inputs.71, i32 2, ptr @fulgur_host_outputs.72, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 46)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 8)
  call void @fulgur_rt_allocate(ptr %0, i32 48, i32 1, i32 3, ptr @fulgur_host_shape.73)
  %119 = getelementptr i8, ptr %18, i64 0
  %120 = getelementptr ptr, ptr %3, i64 0
  store ptr %119, ptr %120, align 8
  %121 = call ptr @fulgur_rt_data(ptr %0, i32 46)
  %122 = getelementptr ptr, ptr %3, i64 1
  store ptr %121, ptr %122, align 8
  %123 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %124 = getelementptr ptr, ptr %3, i64 2
  store ptr %123, ptr %124, align 8
  %125 = getelementptr i8, ptr %18, i64 4096
  %126 = getelementptr ptr, ptr %3, i64 3
  store ptr %125, ptr %126, align 8
  %127 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %128 = getelementptr ptr, ptr %3, i64 4
  store ptr %127, ptr %128, align 8
  %129 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %129, align 8
  %130 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %130, align 8
  %131 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %131, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.74, ptr @fulgur_host_inputs.75, i32 2, ptr @fulgur_host_outputs.76, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.77, ptr @fulgur_host_inputs.78, i32 2, ptr @fulgur_host_outputs.79, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 49)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 50)
  call void @fulgur_rt_allocate(ptr %0, i32 51, i32 1, i32 3, ptr @fulgur_host_shape.80)
  %132 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %133 = getelementptr ptr, ptr %3, i64 0
  store ptr %132, ptr %133, align 8
  %134 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %135 = getelementptr ptr, ptr %3, i64 1
  store ptr %134, ptr %135, align 8
  %136 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %137 = getelementptr ptr, ptr %3, i64 2
  store ptr %136, ptr %137, align 8
  %138 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %138, align 8
  %139 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %139, align 8
  %140 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %140, align 8
  %141 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %141, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.81, ptr @fulgur_host_inputs.82, i32 2, ptr @fulgur_host_outputs.83, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 52)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 12)
  call void @fulgur_rt_allocate(ptr %0, i32 53, i32 1, i32 3, ptr @fulgur_host_shape.84)
  %142 = getelementptr i8, ptr %18, i64 4096
  %143 = getelementptr ptr, ptr %3, i64 0
  store ptr %142, ptr %143, align 8
  %144 = call ptr @fulgur_rt_data(ptr %0, i32 52)
  %145 = getelementptr ptr, ptr %3, i64 1
  store ptr %144, ptr %145, align 8
  %146 = call ptr @fulgur_rt_data(ptr %0, i32 12)
  %147 = getelementptr ptr, ptr %3, i64 2
  store ptr %146, ptr %147, align 8
  %148 = call ptr @fulgur_rt_data(ptr %0, i32 53)
  %149 = getelementptr ptr, ptr %3, i64 3
  store ptr %148, ptr %149, align 8
  %150 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %150, align 8
  %151 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %151, align 8
  %152 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %152, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.85, ptr @fulgur_host_inputs.86, i32 2, ptr @fulgur_host_outputs.87, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 54)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 55, i32 1, i32 2, ptr @fulgur_host_shape.88)
  call void @fulgur_rt_allocate(ptr %0, i32 56, i32 4, i32 2, ptr @fulgur_host_shape.89)
  %153 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %154 = getelementptr ptr, ptr %3, i64 0
  store ptr %153, ptr %154, align 8
  %155 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %156 = getelementptr ptr, ptr %3, i64 1
  store ptr %155, ptr %156, align 8
  %157 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %158 = getelementptr ptr, ptr %3, i64 2
  store ptr %157, ptr %158, align 8
  %159 = call ptr @fulgur_rt_data(ptr %0, i32 56)
  %160 = getelementptr ptr, ptr %3, i64 3
  store ptr %159, ptr %160, align 8
  %161 = getelementptr i8, ptr %18, i64 0
  %162 = getelementptr ptr, ptr %3, i64 4
  store ptr %161, ptr %162, align 8
  %163 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %163, align 8
  %164 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %164, align 8
  %165 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 0)
  %166 = getelementptr i64, ptr %4, i64 2
  store i64 %165, ptr %166, align 8
  %167 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 1)
  %168 = getelementptr i64, ptr %4, i64 3
  store i64 %167, ptr %168, align 8
  %169 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %170 = getelementptr i64, ptr %4, i64 4
  store i64 %169, ptr %170, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.90, ptr @fulgur_host_inputs.91, i32 2, ptr @fulgur_host_outputs.92, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 55)
  call void @fulgur_rt_free(ptr %0, i32 56)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 58)
  %171 = call ptr @fulgur_rt_data(ptr %0, i32 58)
  %172 = getelementptr ptr, ptr %3, i64 0
  store ptr %171, ptr %172, align 8
  %173 = getelementptr i8, ptr %18, i64 0
  %174 = getelementptr ptr, ptr %3, i64 1
  store ptr %173, ptr %174, align 8
  %175 = getelementptr i8, ptr %18, i64 128
  %176 = getelementptr ptr, ptr %3, i64 2
  store ptr %175, ptr %176, align 8
  %177 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %177, align 8
  %178 = call i64 @fulgur_rt_stride(ptr %0, i32 58, i32 0)
  %179 = getelementptr i64, ptr %4, i64 1
  store i64 %178, ptr %179, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  call void @fulgur_rt_free(ptr %0, i32 58)
  call void @fulgur_rt_allocate(ptr %0, i32 60, i32 1, i32 0, ptr null)
  %180 = getelementptr i8, ptr %18, i64 0
  %181 = getelementptr ptr, ptr %3, i64 0
  store ptr %180, ptr %181, align 8
  %182 = getelementptr i8, ptr %18, i64 128
  %183 = getelementptr ptr, ptr %3, i64 1
  store ptr %182, ptr %183, align 8
  %184 = call ptr @fulgur_rt_data(ptr %0, i32 60)
  %185 = getelementptr ptr, ptr %3, i64 2
  store ptr %184, ptr %185, align 8
  %186 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %186, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
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
; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca [64 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %6 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %7 to i32
  %14 = call i32 @llvm.smin.i32(i32 32, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %15 = phi i32 [ %12, %body ], [ %100, %e.exit6 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %9, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %18 = icmp slt i32 %17, 64
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = mul i32 %15, 64
  %20 = add i32 %17, %19
  %21 = udiv i32 %20, 1024
  %22 = urem i32 %21, 2
  %23 = trunc i64 %4 to i32
  %24 = mul i32 %22, %23
  %25 = udiv i32 %20, 64
  %26 = urem i32 %25, 16
  %27 = trunc i64 %5 to i32
  %28 = mul i32 %26, %27
  %29 = add i32 %24, %28
  %30 = urem i32 %20, 64
  %31 = add i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = load float, ptr %9, align 4
  %36 = call reassoc float @llvm.maximum.f32(float %35, float %34)
  store float %36, ptr %9, align 4
  %37 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %38 = phi i32 [ 0, %e.exit ], [ %87, %e.body2 ]
  %39 = icmp slt i32 %38, 64
  br i1 %39, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %40 = mul i32 %15, 64
  %41 = add i32 %38, %40
  %42 = udiv i32 %41, 1024
  %43 = urem i32 %42, 2
  %44 = trunc i64 %4 to i32
  %45 = mul i32 %43, %44
  %46 = udiv i32 %41, 64
  %47 = urem i32 %46, 16
  %48 = trunc i64 %5 to i32
  %49 = mul i32 %47, %48
  %50 = add i32 %45, %49
  %51 = urem i32 %41, 64
  %52 = add i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = load float, ptr %9, align 4
  %57 = fsub float %55, %56
  %58 = call float @llvm.maximum.f32(float %57, float -1.040000e+02)
  %59 = call float @llvm.minimum.f32(float %58, float 0x4056333340000000)
  %60 = fmul float %59, 0x3FF7154760000000
  %61 = call float @llvm.roundeven.f32(float %60)
  %62 = call float @llvm.fmuladd.f32(float %61, float 0xBFE62E4000000000, float %59)
  %63 = call float @llvm.fmuladd.f32(float %61, float 0xBEB7F7D1C0000000, float %62)
  %64 = call float @llvm.fmuladd.f32(float %63, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %65 = call float @llvm.fmuladd.f32(float %63, float %64, float 0x3FA5555560000000)
  %66 = call float @llvm.fmuladd.f32(float %63, float %65, float 0x3FC5555560000000)
  %67 = call float @llvm.fmuladd.f32(float %63, float %66, float 5.000000e-01)
  %68 = call float @llvm.fmuladd.f32(float %63, float %67, float 1.000000e+00)
  %69 = call float @llvm.fmuladd.f32(float %63, float %68, float 1.000000e+00)
  %70 = fcmp uno float %61, %61
  %71 = select i1 %70, float 0.000000e+00, float %61
  %72 = fptosi float %71 to i32
  %73 = ashr i32 %72, 1
  %74 = sub i32 %72, %73
  %75 = add i32 %74, 127
  %76 = shl i32 %75, 23
  %77 = bitcast i32 %76 to float
  %78 = add i32 %73, 127
  %79 = shl i32 %78, 23
  %80 = bitcast i32 %79 to float
  %81 = fmul float %69, %80
  %82 = fmul float %81, %77
  %83 = sext i32 %38 to i64
  %84 = getelementptr [64 x float], ptr %10, i64 0, i64 %83
  store float %82, ptr %84, align 4
  %85 = load float, ptr %8, align 4
  %86 = fadd reassoc float %85, %82
  store float %86, ptr %8, align 4
  %87 = add nuw nsw i32 %38, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %88 = phi i32 [ 0, %e.exit3 ], [ %99, %e.body5 ]
  %89 = icmp slt i32 %88, 64
  br i1 %89, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %90 = sext i32 %88 to i64
  %91 = getelementptr [64 x float], ptr %10, i64 0, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = load float, ptr %8, align 4
  %94 = fdiv float %92, %93
  %95 = mul i32 %15, 64
  %96 = add i32 %95, %88
  %97 = sext i32 %96 to i64
  %98 = getelementptr float, ptr %1, i64 %97
  store float %94, ptr %98, align 4
  %99 = add nuw nsw i32 %88, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %100 = add nuw nsw i32 %15, 1
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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 1, i32 %11)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %13 = phi i32 [ %10, %body ], [ %62, %e.exit3 ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %30, %e.body ]
  %16 = icmp slt i32 %15, 32
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = udiv i32 %15, 16
  %18 = urem i32 %17, 2
  %19 = trunc i64 %5 to i32
  %20 = mul i32 %18, %19
  %21 = urem i32 %15, 16
  %22 = add i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr i64, ptr %0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = icmp ne i64 %25, -100
  %27 = uitofp i1 %26 to float
  %28 = load float, ptr %8, align 4
  %29 = fadd reassoc float %28, %27
  store float %29, ptr %8, align 4
  %30 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %31 = phi i32 [ 0, %e.exit ], [ %61, %e.body2 ]
  %32 = icmp slt i32 %31, 32
  br i1 %32, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %33 = udiv i32 %31, 16
  %34 = urem i32 %33, 2
  %35 = trunc i64 %5 to i32
  %36 = mul i32 %34, %35
  %37 = urem i32 %31, 16
  %38 = add i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr i64, ptr %0, i64 %39
  %41 = load i64, ptr %40, align 8
  %42 = icmp ne i64 %41, -100
  %43 = mul i32 %13, 32
  %44 = add i32 %43, %31
  %45 = sext i32 %44 to i64
  %46 = getelementptr i8, ptr %1, i64 %45
  %47 = zext i1 %42 to i8
  store i8 %47, ptr %46, align 1
  %48 = uitofp i1 %42 to float
  %49 = mul i32 %13, 32
  %50 = add i32 %49, %31
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %2, i64 %51
  store float %48, ptr %52, align 4
  %53 = load float, ptr %8, align 4
  %54 = fcmp oeq float %53, 0.000000e+00
  %55 = load float, ptr %8, align 4
  %56 = select i1 %54, float 1.000000e+00, float %55
  %57 = mul i32 %13, 32
  %58 = add i32 %57, %31
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %3, i64 %59
  store float %56, ptr %60, align 4
  %61 = add nuw nsw i32 %31, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %62 = add nuw nsw i32 %13, 1
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
; ModuleID = 'fulgur_cpuFusion1_1'
source_filename = "fulgur_cpuFusion1_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion1_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %6 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smin.i32(i32 32, i32 %10)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %12 = phi i32 [ %9, %body ], [ %32, %j.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %14 = mul i32 %12, 64
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %15 = phi i32 [ 0, %r.body ], [ %31, %j.body ]
  %16 = icmp slt i32 %15, 64
  br i1 %16, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %17 = udiv i32 %12, 16
  %18 = urem i32 %17, 2
  %19 = trunc i64 %5 to i32
  %20 = mul i32 %18, %19
  %21 = urem i32 %12, 16
  %22 = add i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr i64, ptr %0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = icmp ne i64 %25, -100
  %27 = select i1 %26, i64 %25, i64 0
  %28 = add i32 %14, %15
  %29 = sext i32 %28 to i64
  %30 = getelementptr i64, ptr %1, i64 %29
  store i64 %27, ptr %30, align 8
  %31 = add nuw nsw i32 %15, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %32 = add nuw nsw i32 %12, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion1_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion1_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %8 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %9 to i32
  %13 = call i32 @llvm.smin.i32(i32 32, i32 %12)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %14 = phi i32 [ %11, %body ], [ %38, %j.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %16 = mul i32 %14, 64
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %17 = phi i32 [ 0, %r.body ], [ %37, %j.body ]
  %18 = icmp slt i32 %17, 64
  br i1 %18, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %19 = sext i32 %14 to i64
  %20 = getelementptr i8, ptr %2, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = icmp ne i8 %21, 0
  %23 = sext i32 %14 to i64
  %24 = getelementptr float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = getelementptr float, ptr %0, i64 0
  %27 = load float, ptr %26, align 4
  %28 = fmul float %25, %27
  %29 = select i1 %22, float %28, float 0.000000e+00
  %30 = sext i32 %14 to i64
  %31 = getelementptr float, ptr %3, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fdiv float %29, %32
  %34 = add i32 %16, %17
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %4, i64 %35
  store float %33, ptr %36, align 4
  %37 = add nuw nsw i32 %17, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %38 = add nuw nsw i32 %14, 1
  br label %r.head
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
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion3_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %11 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %12 to i32
  %16 = call i32 @llvm.smin.i32(i32 32, i32 %15)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %17 = phi i32 [ %14, %body ], [ %65, %j.exit ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %19 = mul i32 %17, 64
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %20 = phi i32 [ 0, %r.body ], [ %64, %j.body ]
  %21 = icmp slt i32 %20, 64
  br i1 %21, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %22 = urem i32 %17, 16
  %23 = mul i32 %22, 64
  %24 = add i32 %20, %23
  %25 = udiv i32 %17, 16
  %26 = mul i32 %25, 1024
  %27 = add i32 %24, %26
  %28 = udiv i32 %27, 64
  %29 = urem i32 %28, 32
  %30 = trunc i64 %8 to i32
  %31 = mul i32 %29, %30
  %32 = urem i32 %27, 64
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = udiv i32 %27, 64
  %38 = urem i32 %37, 32
  %39 = trunc i64 %9 to i32
  %40 = mul i32 %38, %39
  %41 = urem i32 %27, 64
  %42 = add i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr i64, ptr %0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = urem i32 %27, 64
  %47 = sext i32 %46 to i64
  %48 = icmp eq i64 %45, %47
  %49 = uitofp i1 %48 to float
  %50 = fsub float %36, %49
  %51 = udiv i32 %27, 64
  %52 = urem i32 %51, 32
  %53 = trunc i64 %10 to i32
  %54 = mul i32 %52, %53
  %55 = urem i32 %27, 64
  %56 = add i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %2, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = fmul float %50, %59
  %61 = add i32 %19, %20
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr %3, i64 %62
  store float %60, ptr %63, align 4
  %64 = add nuw nsw i32 %20, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %65 = add nuw nsw i32 %17, 1
  br label %r.head
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
  call void @fulgur_cpuFusion3_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion3_1'
source_filename = "fulgur_cpuFusion3_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion3_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %11 = trunc i64 %9 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %10 to i32
  %14 = call i32 @llvm.smin.i32(i32 2048, i32 %13)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %15 = phi i32 [ %12, %body ], [ %65, %i.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %17 = urem i32 %15, 64
  %18 = udiv i32 %15, 64
  %19 = mul i32 %18, 64
  %20 = add i32 %17, %19
  %21 = urem i32 %20, 64
  %22 = udiv i32 %20, 64
  %23 = urem i32 %22, 16
  %24 = mul i32 %23, 64
  %25 = add i32 %21, %24
  %26 = udiv i32 %20, 1024
  %27 = urem i32 %26, 2
  %28 = mul i32 %27, 1024
  %29 = add i32 %25, %28
  %30 = udiv i32 %29, 64
  %31 = urem i32 %30, 32
  %32 = trunc i64 %6 to i32
  %33 = mul i32 %31, %32
  %34 = urem i32 %29, 64
  %35 = add i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = udiv i32 %29, 64
  %40 = urem i32 %39, 32
  %41 = trunc i64 %7 to i32
  %42 = mul i32 %40, %41
  %43 = urem i32 %29, 64
  %44 = add i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr i64, ptr %0, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = urem i32 %29, 64
  %49 = sext i32 %48 to i64
  %50 = icmp eq i64 %47, %49
  %51 = uitofp i1 %50 to float
  %52 = fsub float %38, %51
  %53 = udiv i32 %29, 64
  %54 = urem i32 %53, 32
  %55 = trunc i64 %8 to i32
  %56 = mul i32 %54, %55
  %57 = urem i32 %29, 64
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %2, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = fmul float %52, %61
  %63 = sext i32 %15 to i64
  %64 = getelementptr float, ptr %3, i64 %63
  store float %62, ptr %64, align 4
  %65 = add nuw nsw i32 %15, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion3_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion3_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, ptr noalias %6, ptr noalias %7, ptr noalias %8, ptr noalias %9, ptr noalias %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16) #0 {
entry:
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %21 = trunc i64 %15 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %16 to i32
  %24 = call i32 @llvm.smin.i32(i32 32, i32 %23)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %25 = phi i32 [ %22, %body ], [ %200, %e.exit6 ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %20, align 4
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %18, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %27 = phi i32 [ 0, %row.body ], [ %65, %e.body ]
  %28 = icmp slt i32 %27, 32
  br i1 %28, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %29 = urem i32 %25, 16
  %30 = mul i32 %29, 32
  %31 = add i32 %27, %30
  %32 = udiv i32 %25, 16
  %33 = mul i32 %32, 512
  %34 = add i32 %31, %33
  %35 = udiv i32 %34, 32
  %36 = urem i32 %35, 32
  %37 = trunc i64 %14 to i32
  %38 = mul i32 %36, %37
  %39 = urem i32 %34, 32
  %40 = add i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = mul i32 %25, 32
  %45 = add i32 %44, %27
  %46 = sext i32 %45 to i64
  %47 = getelementptr float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fadd float %43, %48
  %50 = mul i32 %25, 32
  %51 = add i32 %50, %27
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %2, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd float %49, %54
  %56 = fmul float %55, %55
  %57 = load float, ptr %20, align 4
  %58 = fadd reassoc float %57, %56
  store float %58, ptr %20, align 4
  %59 = fmul float %49, %49
  %60 = load float, ptr %19, align 4
  %61 = fadd reassoc float %60, %59
  store float %61, ptr %19, align 4
  %62 = fmul float %43, %43
  %63 = load float, ptr %18, align 4
  %64 = fadd reassoc float %63, %62
  store float %64, ptr %18, align 4
  %65 = add nuw nsw i32 %27, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %17, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %66 = phi i32 [ 0, %e.exit ], [ %113, %e.body2 ]
  %67 = icmp slt i32 %66, 32
  br i1 %67, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %68 = mul i32 %25, 32
  %69 = add i32 %68, %66
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %4, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = sext i32 %66 to i64
  %74 = getelementptr float, ptr %3, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fmul float %72, %75
  %77 = urem i32 %25, 16
  %78 = mul i32 %77, 32
  %79 = add i32 %66, %78
  %80 = udiv i32 %25, 16
  %81 = mul i32 %80, 512
  %82 = add i32 %79, %81
  %83 = udiv i32 %82, 32
  %84 = urem i32 %83, 32
  %85 = trunc i64 %14 to i32
  %86 = mul i32 %84, %85
  %87 = urem i32 %82, 32
  %88 = add i32 %86, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = mul i32 %25, 32
  %93 = add i32 %92, %66
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr %1, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = fadd float %91, %96
  %98 = mul i32 %25, 32
  %99 = add i32 %98, %66
  %100 = sext i32 %99 to i64
  %101 = getelementptr float, ptr %2, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fadd float %97, %102
  %104 = load float, ptr %20, align 4
  %105 = fdiv float %104, 3.200000e+01
  %106 = fadd float %105, 0x3EE4F8B580000000
  %107 = call float @llvm.sqrt.f32(float %106)
  %108 = fdiv float 1.000000e+00, %107
  %109 = fmul float %103, %108
  %110 = fmul float %76, %109
  %111 = load float, ptr %17, align 4
  %112 = fadd reassoc float %111, %110
  store float %112, ptr %17, align 4
  %113 = add nuw nsw i32 %66, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %114 = phi i32 [ 0, %e.exit3 ], [ %199, %e.body5 ]
  %115 = icmp slt i32 %114, 32
  br i1 %115, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %116 = urem i32 %25, 16
  %117 = mul i32 %116, 32
  %118 = add i32 %114, %117
  %119 = udiv i32 %25, 16
  %120 = mul i32 %119, 512
  %121 = add i32 %118, %120
  %122 = udiv i32 %121, 32
  %123 = urem i32 %122, 32
  %124 = trunc i64 %14 to i32
  %125 = mul i32 %123, %124
  %126 = urem i32 %121, 32
  %127 = add i32 %125, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr float, ptr %0, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = mul i32 %25, 32
  %132 = add i32 %131, %114
  %133 = sext i32 %132 to i64
  %134 = getelementptr float, ptr %1, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fadd float %130, %135
  %137 = mul i32 %25, 32
  %138 = add i32 %137, %114
  %139 = sext i32 %138 to i64
  %140 = getelementptr float, ptr %2, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = fadd float %136, %141
  %143 = load float, ptr %20, align 4
  %144 = fdiv float %143, 3.200000e+01
  %145 = fadd float %144, 0x3EE4F8B580000000
  %146 = call float @llvm.sqrt.f32(float %145)
  %147 = fdiv float 1.000000e+00, %146
  %148 = fmul float %142, %147
  %149 = mul i32 %25, 32
  %150 = add i32 %149, %114
  %151 = sext i32 %150 to i64
  %152 = getelementptr float, ptr %5, i64 %151
  store float %148, ptr %152, align 4
  %153 = mul i32 %25, 32
  %154 = add i32 %153, %114
  %155 = sext i32 %154 to i64
  %156 = getelementptr float, ptr %4, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = sext i32 %114 to i64
  %159 = getelementptr float, ptr %3, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fmul float %157, %160
  %162 = load float, ptr %17, align 4
  %163 = fdiv float %162, 3.200000e+01
  %164 = fmul float %148, %163
  %165 = fsub float %161, %164
  %166 = fmul float %147, %165
  %167 = mul i32 %25, 32
  %168 = add i32 %167, %114
  %169 = sext i32 %168 to i64
  %170 = getelementptr float, ptr %6, i64 %169
  store float %166, ptr %170, align 4
  %171 = load float, ptr %19, align 4
  %172 = fdiv float %171, 3.200000e+01
  %173 = fadd float %172, 0x3EE4F8B580000000
  %174 = call float @llvm.sqrt.f32(float %173)
  %175 = fdiv float 1.000000e+00, %174
  %176 = fmul float %136, %175
  %177 = mul i32 %25, 32
  %178 = add i32 %177, %114
  %179 = sext i32 %178 to i64
  %180 = getelementptr float, ptr %7, i64 %179
  store float %176, ptr %180, align 4
  %181 = mul i32 %25, 32
  %182 = add i32 %181, %114
  %183 = sext i32 %182 to i64
  %184 = getelementptr float, ptr %8, i64 %183
  store float %175, ptr %184, align 4
  %185 = load float, ptr %18, align 4
  %186 = fdiv float %185, 3.200000e+01
  %187 = fadd float %186, 0x3EE4F8B580000000
  %188 = call float @llvm.sqrt.f32(float %187)
  %189 = fdiv float 1.000000e+00, %188
  %190 = fmul float %130, %189
  %191 = mul i32 %25, 32
  %192 = add i32 %191, %114
  %193 = sext i32 %192 to i64
  %194 = getelementptr float, ptr %9, i64 %193
  store float %190, ptr %194, align 4
  %195 = mul i32 %25, 32
  %196 = add i32 %195, %114
  %197 = sext i32 %196 to i64
  %198 = getelementptr float, ptr %10, i64 %197
  store float %189, ptr %198, align 4
  %199 = add nuw nsw i32 %114, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %200 = add nuw nsw i32 %25, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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
  %16 = getelementptr ptr, ptr %0, i64 6
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr ptr, ptr %0, i64 7
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr ptr, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr ptr, ptr %0, i64 9
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr ptr, ptr %0, i64 10
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 2
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr i64, ptr %1, i64 3
  %33 = load i64, ptr %32, align 8
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 32, i32 %11)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %13 = phi i32 [ %10, %body ], [ %38, %j.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %15 = mul i32 %13, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %16 = phi i32 [ 0, %r.body ], [ %37, %j.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %18 = mul i32 %13, 32
  %19 = add i32 %16, %18
  %20 = udiv i32 %19, 512
  %21 = urem i32 %20, 2
  %22 = trunc i64 %5 to i32
  %23 = mul i32 %21, %22
  %24 = udiv i32 %19, 32
  %25 = urem i32 %24, 16
  %26 = trunc i64 %6 to i32
  %27 = mul i32 %25, %26
  %28 = add i32 %23, %27
  %29 = urem i32 %19, 32
  %30 = add i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = add i32 %15, %16
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  store float %33, ptr %36, align 4
  %37 = add nuw nsw i32 %16, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %38 = add nuw nsw i32 %13, 1
  br label %r.head
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
  %16 = getelementptr i64, ptr %1, i64 4
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion6'
source_filename = "fulgur_cpuFusion6"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
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
define void @fulgur_cpuFusion6(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion6_1'
source_filename = "fulgur_cpuFusion6_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion6_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %10 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smin.i32(i32 32, i32 %14)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %16 = phi i32 [ %13, %body ], [ %61, %j.exit ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %18 = mul i32 %16, 86
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %19 = phi i32 [ 0, %r.body ], [ %60, %j.body ]
  %20 = icmp slt i32 %19, 86
  br i1 %20, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %21 = mul i32 %16, 86
  %22 = add i32 %19, %21
  %23 = udiv i32 %22, 1376
  %24 = urem i32 %23, 2
  %25 = trunc i64 %6 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 86
  %28 = urem i32 %27, 16
  %29 = trunc i64 %7 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 86
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = udiv i32 %22, 1376
  %38 = urem i32 %37, 2
  %39 = trunc i64 %8 to i32
  %40 = mul i32 %38, %39
  %41 = udiv i32 %22, 86
  %42 = urem i32 %41, 16
  %43 = trunc i64 %9 to i32
  %44 = mul i32 %42, %43
  %45 = add i32 %40, %44
  %46 = urem i32 %22, 86
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
define void @fulgur_cpuFusion6_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion6_1_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion7'
source_filename = "fulgur_cpuFusion7"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion7_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
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
define void @fulgur_cpuFusion7(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion7_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion7_1'
source_filename = "fulgur_cpuFusion7_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion7_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %13 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smin.i32(i32 32, i32 %17)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %19 = phi i32 [ %16, %body ], [ %82, %j.exit ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %21 = mul i32 %19, 86
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %22 = phi i32 [ 0, %r.body ], [ %81, %j.body ]
  %23 = icmp slt i32 %22, 86
  br i1 %23, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %24 = mul i32 %19, 86
  %25 = add i32 %22, %24
  %26 = udiv i32 %25, 1376
  %27 = urem i32 %26, 2
  %28 = trunc i64 %7 to i32
  %29 = mul i32 %27, %28
  %30 = udiv i32 %25, 86
  %31 = urem i32 %30, 16
  %32 = trunc i64 %8 to i32
  %33 = mul i32 %31, %32
  %34 = add i32 %29, %33
  %35 = urem i32 %25, 86
  %36 = add i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = udiv i32 %25, 1376
  %41 = urem i32 %40, 2
  %42 = trunc i64 %9 to i32
  %43 = mul i32 %41, %42
  %44 = udiv i32 %25, 86
  %45 = urem i32 %44, 16
  %46 = trunc i64 %10 to i32
  %47 = mul i32 %45, %46
  %48 = add i32 %43, %47
  %49 = urem i32 %25, 86
  %50 = add i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fmul float %39, %53
  %55 = udiv i32 %25, 1376
  %56 = urem i32 %55, 2
  %57 = trunc i64 %11 to i32
  %58 = mul i32 %56, %57
  %59 = udiv i32 %25, 86
  %60 = urem i32 %59, 16
  %61 = trunc i64 %12 to i32
  %62 = mul i32 %60, %61
  %63 = add i32 %58, %62
  %64 = urem i32 %25, 86
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
define void @fulgur_cpuFusion7_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion7_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion8'
source_filename = "fulgur_cpuFusion8"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion8_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias readonly %5, ptr noalias %6, ptr noalias %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  %13 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %12 to i32
  %17 = call i32 @llvm.smin.i32(i32 32, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %18 = phi i32 [ %15, %body ], [ %94, %e.exit3 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %13, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %45, %e.body ]
  %21 = icmp slt i32 %20, 32
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = mul i32 %18, 32
  %23 = add i32 %22, %20
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = mul i32 %18, 32
  %28 = add i32 %27, %20
  %29 = sext i32 %28 to i64
  %30 = getelementptr float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fadd float %26, %31
  %33 = sext i32 %20 to i64
  %34 = getelementptr float, ptr %2, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fmul float %32, %35
  %37 = mul i32 %18, 32
  %38 = add i32 %37, %20
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %3, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fmul float %36, %41
  %43 = load float, ptr %13, align 4
  %44 = fadd reassoc float %43, %42
  store float %44, ptr %13, align 4
  %45 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %46 = phi i32 [ 0, %e.exit ], [ %93, %e.body2 ]
  %47 = icmp slt i32 %46, 32
  br i1 %47, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %48 = mul i32 %18, 32
  %49 = add i32 %48, %46
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = mul i32 %18, 32
  %54 = add i32 %53, %46
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fadd float %52, %57
  %59 = mul i32 %18, 32
  %60 = add i32 %59, %46
  %61 = sext i32 %60 to i64
  %62 = getelementptr float, ptr %3, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fmul float %58, %63
  %65 = mul i32 %18, 32
  %66 = add i32 %65, %46
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %6, i64 %67
  store float %64, ptr %68, align 4
  %69 = mul i32 %18, 32
  %70 = add i32 %69, %46
  %71 = sext i32 %70 to i64
  %72 = getelementptr float, ptr %5, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = mul i32 %18, 32
  %75 = add i32 %74, %46
  %76 = sext i32 %75 to i64
  %77 = getelementptr float, ptr %4, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = sext i32 %46 to i64
  %80 = getelementptr float, ptr %2, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = fmul float %58, %81
  %83 = load float, ptr %13, align 4
  %84 = fdiv float %83, 3.200000e+01
  %85 = fmul float %63, %84
  %86 = fsub float %82, %85
  %87 = fmul float %78, %86
  %88 = fadd float %73, %87
  %89 = mul i32 %18, 32
  %90 = add i32 %89, %46
  %91 = sext i32 %90 to i64
  %92 = getelementptr float, ptr %7, i64 %91
  store float %88, ptr %92, align 4
  %93 = add nuw nsw i32 %46, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %94 = add nuw nsw i32 %18, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion8(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %16 = getelementptr ptr, ptr %0, i64 6
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr ptr, ptr %0, i64 7
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 2
  %25 = load i64, ptr %24, align 8
  call void @fulgur_cpuFusion8_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion9'
source_filename = "fulgur_cpuFusion9"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion9_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 32, i32 %11)
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
  %16 = icmp slt i32 %15, 32
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = udiv i32 %15, 16
  %18 = mul i32 %17, 512
  %19 = urem i32 %15, 16
  %20 = mul i32 %19, 32
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
define void @fulgur_cpuFusion9(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion9_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion10'
source_filename = "fulgur_cpuFusion10"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion10_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 32, i32 %11)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %13 = phi i32 [ %10, %body ], [ %38, %j.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %15 = mul i32 %13, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %16 = phi i32 [ 0, %r.body ], [ %37, %j.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %18 = mul i32 %13, 32
  %19 = add i32 %16, %18
  %20 = udiv i32 %19, 512
  %21 = urem i32 %20, 2
  %22 = trunc i64 %5 to i32
  %23 = mul i32 %21, %22
  %24 = udiv i32 %19, 32
  %25 = urem i32 %24, 16
  %26 = trunc i64 %6 to i32
  %27 = mul i32 %25, %26
  %28 = add i32 %23, %27
  %29 = urem i32 %19, 32
  %30 = add i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = add i32 %15, %16
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  store float %33, ptr %36, align 4
  %37 = add nuw nsw i32 %16, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %38 = add nuw nsw i32 %13, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion10(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion10_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion11'
source_filename = "fulgur_cpuFusion11"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion11_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
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
  %15 = phi i32 [ %12, %body ], [ %62, %e.exit3 ]
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
  %33 = phi i32 [ 0, %e.exit ], [ %61, %e.body2 ]
  %34 = icmp slt i32 %33, 16
  br i1 %34, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %35 = sext i32 %33 to i64
  %36 = urem i32 %15, 16
  %37 = sext i32 %36 to i64
  %38 = sub i64 %35, %37
  %39 = icmp sle i64 %38, 0
  %40 = select i1 %39, i1 true, i1 false
  %41 = mul i32 %15, 16
  %42 = add i32 %41, %33
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = mul i32 %15, 16
  %47 = add i32 %46, %33
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %45, %50
  %52 = load float, ptr %10, align 4
  %53 = fmul float %50, %52
  %54 = fsub float %51, %53
  %55 = select i1 %40, float %54, float 0.000000e+00
  %56 = fmul float %55, 0x3F96A09E60000000
  %57 = mul i32 %15, 16
  %58 = add i32 %57, %33
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %2, i64 %59
  store float %56, ptr %60, align 4
  %61 = add nuw nsw i32 %33, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %62 = add nuw nsw i32 %15, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion11(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion11_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion12'
source_filename = "fulgur_cpuFusion12"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion12_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %14 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %15 to i32
  %19 = call i32 @llvm.smin.i32(i32 1024, i32 %18)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %20 = phi i32 [ %17, %body ], [ %55, %i.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %22 = udiv i32 %20, 512
  %23 = trunc i64 %10 to i32
  %24 = mul i32 %22, %23
  %25 = udiv i32 %20, 128
  %26 = urem i32 %25, 4
  %27 = trunc i64 %11 to i32
  %28 = mul i32 %26, %27
  %29 = add i32 %24, %28
  %30 = urem i32 %20, 8
  %31 = trunc i64 %12 to i32
  %32 = mul i32 %30, %31
  %33 = add i32 %29, %32
  %34 = udiv i32 %20, 8
  %35 = urem i32 %34, 16
  %36 = add i32 %33, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = sext i32 %20 to i64
  %41 = getelementptr float, ptr %2, i64 %40
  store float %39, ptr %41, align 4
  %42 = udiv i32 %20, 8
  %43 = urem i32 %42, 16
  %44 = trunc i64 %13 to i32
  %45 = mul i32 %43, %44
  %46 = urem i32 %20, 8
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = call float @llvm.sin.f32(float %50)
  %52 = fmul float %39, %51
  %53 = sext i32 %20 to i64
  %54 = getelementptr float, ptr %3, i64 %53
  store float %52, ptr %54, align 4
  %55 = add nuw nsw i32 %20, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion12(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %30 = getelementptr i64, ptr %1, i64 9
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion12_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion12_1'
source_filename = "fulgur_cpuFusion12_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion12_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 128, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %18, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = sext i32 %10 to i64
  %13 = getelementptr float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = call float @llvm.sin.f32(float %14)
  %16 = sext i32 %10 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  store float %15, ptr %17, align 4
  %18 = add nuw nsw i32 %10, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion12_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion12_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion12_2'
source_filename = "fulgur_cpuFusion12_2"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion12_2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %14 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %15 to i32
  %19 = call i32 @llvm.smin.i32(i32 512, i32 %18)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %20 = phi i32 [ %17, %body ], [ %53, %i.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %22 = udiv i32 %20, 256
  %23 = udiv i32 %20, 64
  %24 = urem i32 %23, 4
  %25 = udiv i32 %20, 4
  %26 = urem i32 %25, 16
  %27 = urem i32 %20, 4
  %28 = trunc i64 %10 to i32
  %29 = mul i32 %22, %28
  %30 = trunc i64 %11 to i32
  %31 = mul i32 %24, %30
  %32 = add i32 %29, %31
  %33 = trunc i64 %12 to i32
  %34 = mul i32 %27, %33
  %35 = add i32 %32, %34
  %36 = add i32 %35, %26
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = trunc i64 %13 to i32
  %41 = mul i32 %26, %40
  %42 = add i32 %41, %27
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = call float @llvm.sin.f32(float %45)
  %47 = fmul float %39, %46
  %48 = fneg float %47
  %49 = sext i32 %20 to i64
  %50 = getelementptr float, ptr %2, i64 %49
  store float %48, ptr %50, align 4
  %51 = sext i32 %20 to i64
  %52 = getelementptr float, ptr %3, i64 %51
  store float 0.000000e+00, ptr %52, align 4
  %53 = add nuw nsw i32 %20, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion12_2(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %30 = getelementptr i64, ptr %1, i64 9
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion12_2_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion13'
source_filename = "fulgur_cpuFusion13"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion13_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 512, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %17, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  store float 0.000000e+00, ptr %16, align 4
  %17 = add nuw nsw i32 %13, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion13(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 3
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 4
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 5
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion13_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion14'
source_filename = "fulgur_cpuFusion14"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion14_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %10 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smin.i32(i32 1024, i32 %14)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %16 = phi i32 [ %13, %body ], [ %33, %i.body ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %18 = sext i32 %16 to i64
  %19 = getelementptr float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = udiv i32 %16, 8
  %22 = urem i32 %21, 16
  %23 = trunc i64 %9 to i32
  %24 = mul i32 %22, %23
  %25 = urem i32 %16, 8
  %26 = add i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fmul float %20, %29
  %31 = sext i32 %16 to i64
  %32 = getelementptr float, ptr %2, i64 %31
  store float %30, ptr %32, align 4
  %33 = add nuw nsw i32 %16, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion14(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion14_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion14_1'
source_filename = "fulgur_cpuFusion14_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion14_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %14 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %15 to i32
  %19 = call i32 @llvm.smin.i32(i32 512, i32 %18)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %20 = phi i32 [ %17, %body ], [ %52, %i.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %22 = udiv i32 %20, 256
  %23 = udiv i32 %20, 64
  %24 = urem i32 %23, 4
  %25 = udiv i32 %20, 4
  %26 = urem i32 %25, 16
  %27 = urem i32 %20, 4
  %28 = trunc i64 %10 to i32
  %29 = mul i32 %22, %28
  %30 = trunc i64 %11 to i32
  %31 = mul i32 %24, %30
  %32 = add i32 %29, %31
  %33 = trunc i64 %12 to i32
  %34 = mul i32 %26, %33
  %35 = add i32 %32, %34
  %36 = add i32 %35, %27
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = trunc i64 %13 to i32
  %41 = mul i32 %26, %40
  %42 = add i32 %41, %27
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fmul float %39, %45
  %47 = fneg float %46
  %48 = sext i32 %20 to i64
  %49 = getelementptr float, ptr %2, i64 %48
  store float %47, ptr %49, align 4
  %50 = sext i32 %20 to i64
  %51 = getelementptr float, ptr %3, i64 %50
  store float 0.000000e+00, ptr %51, align 4
  %52 = add nuw nsw i32 %20, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion14_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %30 = getelementptr i64, ptr %1, i64 9
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion14_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion15'
source_filename = "fulgur_cpuFusion15"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion15_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 512, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %17, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  store float 0.000000e+00, ptr %16, align 4
  %17 = add nuw nsw i32 %13, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion15(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 3
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 4
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 5
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion15_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion16'
source_filename = "fulgur_cpuFusion16"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion16_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %21 = trunc i64 %19 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %20 to i32
  %24 = call i32 @llvm.smin.i32(i32 32, i32 %23)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %25 = phi i32 [ %22, %body ], [ %110, %j.exit ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %27 = mul i32 %25, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %28 = phi i32 [ 0, %r.body ], [ %109, %j.body ]
  %29 = icmp slt i32 %28, 32
  br i1 %29, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %30 = urem i32 %25, 16
  %31 = mul i32 %30, 32
  %32 = add i32 %28, %31
  %33 = udiv i32 %25, 16
  %34 = mul i32 %33, 512
  %35 = add i32 %32, %34
  %36 = udiv i32 %35, 512
  %37 = urem i32 %36, 2
  %38 = trunc i64 %9 to i32
  %39 = mul i32 %37, %38
  %40 = udiv i32 %35, 8
  %41 = urem i32 %40, 4
  %42 = trunc i64 %10 to i32
  %43 = mul i32 %41, %42
  %44 = add i32 %39, %43
  %45 = udiv i32 %35, 32
  %46 = urem i32 %45, 16
  %47 = trunc i64 %11 to i32
  %48 = mul i32 %46, %47
  %49 = add i32 %44, %48
  %50 = urem i32 %35, 8
  %51 = add i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = udiv i32 %35, 32
  %56 = urem i32 %55, 16
  %57 = trunc i64 %12 to i32
  %58 = mul i32 %56, %57
  %59 = urem i32 %35, 8
  %60 = add i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = call float @llvm.cos.f32(float %63)
  %65 = fmul float %54, %64
  %66 = udiv i32 %35, 512
  %67 = urem i32 %66, 2
  %68 = trunc i64 %13 to i32
  %69 = mul i32 %67, %68
  %70 = udiv i32 %35, 8
  %71 = urem i32 %70, 4
  %72 = trunc i64 %14 to i32
  %73 = mul i32 %71, %72
  %74 = add i32 %69, %73
  %75 = udiv i32 %35, 32
  %76 = urem i32 %75, 16
  %77 = trunc i64 %15 to i32
  %78 = mul i32 %76, %77
  %79 = add i32 %74, %78
  %80 = urem i32 %35, 8
  %81 = add i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr float, ptr %2, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = fadd float %65, %84
  %86 = udiv i32 %35, 512
  %87 = urem i32 %86, 2
  %88 = trunc i64 %16 to i32
  %89 = mul i32 %87, %88
  %90 = udiv i32 %35, 8
  %91 = urem i32 %90, 4
  %92 = trunc i64 %17 to i32
  %93 = mul i32 %91, %92
  %94 = add i32 %89, %93
  %95 = udiv i32 %35, 32
  %96 = urem i32 %95, 16
  %97 = trunc i64 %18 to i32
  %98 = mul i32 %96, %97
  %99 = add i32 %94, %98
  %100 = urem i32 %35, 8
  %101 = add i32 %99, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr float, ptr %3, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = fadd float %85, %104
  %106 = add i32 %27, %28
  %107 = sext i32 %106 to i64
  %108 = getelementptr float, ptr %4, i64 %107
  store float %105, ptr %108, align 4
  %109 = add nuw nsw i32 %28, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %110 = add nuw nsw i32 %25, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion16(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %32 = getelementptr i64, ptr %1, i64 9
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 10
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr i64, ptr %1, i64 11
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr i64, ptr %1, i64 12
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr i64, ptr %1, i64 13
  %41 = load i64, ptr %40, align 8
  call void @fulgur_cpuFusion16_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion16_1'
source_filename = "fulgur_cpuFusion16_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion16_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 128, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %18, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = sext i32 %10 to i64
  %13 = getelementptr float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = call float @llvm.cos.f32(float %14)
  %16 = sext i32 %10 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  store float %15, ptr %17, align 4
  %18 = add nuw nsw i32 %10, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion16_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion16_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion16_2'
source_filename = "fulgur_cpuFusion16_2"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion16_2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %20 = trunc i64 %18 to i32
  %21 = call i32 @llvm.smax.i32(i32 0, i32 %20)
  %22 = trunc i64 %19 to i32
  %23 = call i32 @llvm.smin.i32(i32 32, i32 %22)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %24 = phi i32 [ %21, %body ], [ %114, %j.exit ]
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %26 = mul i32 %24, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %27 = phi i32 [ 0, %r.body ], [ %113, %j.body ]
  %28 = icmp slt i32 %27, 32
  br i1 %28, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %29 = mul i32 %24, 32
  %30 = add i32 %27, %29
  %31 = urem i32 %30, 32
  %32 = udiv i32 %30, 32
  %33 = urem i32 %32, 16
  %34 = mul i32 %33, 32
  %35 = add i32 %31, %34
  %36 = udiv i32 %30, 512
  %37 = urem i32 %36, 2
  %38 = mul i32 %37, 512
  %39 = add i32 %35, %38
  %40 = udiv i32 %39, 512
  %41 = urem i32 %40, 2
  %42 = trunc i64 %8 to i32
  %43 = mul i32 %41, %42
  %44 = udiv i32 %39, 8
  %45 = urem i32 %44, 4
  %46 = trunc i64 %9 to i32
  %47 = mul i32 %45, %46
  %48 = add i32 %43, %47
  %49 = udiv i32 %39, 32
  %50 = urem i32 %49, 16
  %51 = trunc i64 %10 to i32
  %52 = mul i32 %50, %51
  %53 = add i32 %48, %52
  %54 = urem i32 %39, 8
  %55 = add i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = udiv i32 %39, 32
  %60 = urem i32 %59, 16
  %61 = trunc i64 %11 to i32
  %62 = mul i32 %60, %61
  %63 = urem i32 %39, 8
  %64 = add i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = call float @llvm.cos.f32(float %67)
  %69 = fmul float %58, %68
  %70 = udiv i32 %39, 512
  %71 = urem i32 %70, 2
  %72 = trunc i64 %12 to i32
  %73 = mul i32 %71, %72
  %74 = udiv i32 %39, 8
  %75 = urem i32 %74, 4
  %76 = trunc i64 %13 to i32
  %77 = mul i32 %75, %76
  %78 = add i32 %73, %77
  %79 = udiv i32 %39, 32
  %80 = urem i32 %79, 16
  %81 = trunc i64 %14 to i32
  %82 = mul i32 %80, %81
  %83 = add i32 %78, %82
  %84 = urem i32 %39, 8
  %85 = add i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = fadd float %69, %88
  %90 = udiv i32 %39, 512
  %91 = urem i32 %90, 2
  %92 = trunc i64 %15 to i32
  %93 = mul i32 %91, %92
  %94 = udiv i32 %39, 8
  %95 = urem i32 %94, 4
  %96 = trunc i64 %16 to i32
  %97 = mul i32 %95, %96
  %98 = add i32 %93, %97
  %99 = udiv i32 %39, 32
  %100 = urem i32 %99, 16
  %101 = trunc i64 %17 to i32
  %102 = mul i32 %100, %101
  %103 = add i32 %98, %102
  %104 = urem i32 %39, 8
  %105 = add i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr float, ptr %3, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = fadd float %89, %108
  %110 = add i32 %26, %27
  %111 = sext i32 %110 to i64
  %112 = getelementptr float, ptr %4, i64 %111
  store float %109, ptr %112, align 4
  %113 = add nuw nsw i32 %27, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %114 = add nuw nsw i32 %24, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion16_2(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %32 = getelementptr i64, ptr %1, i64 9
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 10
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr i64, ptr %1, i64 11
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr i64, ptr %1, i64 12
  %39 = load i64, ptr %38, align 8
  call void @fulgur_cpuFusion16_2_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion17'
source_filename = "fulgur_cpuFusion17"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion17_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %21 = trunc i64 %19 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %20 to i32
  %24 = call i32 @llvm.smin.i32(i32 32, i32 %23)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %25 = phi i32 [ %22, %body ], [ %109, %j.exit ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %27 = mul i32 %25, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %28 = phi i32 [ 0, %r.body ], [ %108, %j.body ]
  %29 = icmp slt i32 %28, 32
  br i1 %29, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %30 = urem i32 %25, 16
  %31 = mul i32 %30, 32
  %32 = add i32 %28, %31
  %33 = udiv i32 %25, 16
  %34 = mul i32 %33, 512
  %35 = add i32 %32, %34
  %36 = udiv i32 %35, 512
  %37 = urem i32 %36, 2
  %38 = trunc i64 %9 to i32
  %39 = mul i32 %37, %38
  %40 = udiv i32 %35, 8
  %41 = urem i32 %40, 4
  %42 = trunc i64 %10 to i32
  %43 = mul i32 %41, %42
  %44 = add i32 %39, %43
  %45 = udiv i32 %35, 32
  %46 = urem i32 %45, 16
  %47 = trunc i64 %11 to i32
  %48 = mul i32 %46, %47
  %49 = add i32 %44, %48
  %50 = urem i32 %35, 8
  %51 = add i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = udiv i32 %35, 32
  %56 = urem i32 %55, 16
  %57 = trunc i64 %12 to i32
  %58 = mul i32 %56, %57
  %59 = urem i32 %35, 8
  %60 = add i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fmul float %54, %63
  %65 = udiv i32 %35, 512
  %66 = urem i32 %65, 2
  %67 = trunc i64 %13 to i32
  %68 = mul i32 %66, %67
  %69 = udiv i32 %35, 8
  %70 = urem i32 %69, 4
  %71 = trunc i64 %14 to i32
  %72 = mul i32 %70, %71
  %73 = add i32 %68, %72
  %74 = udiv i32 %35, 32
  %75 = urem i32 %74, 16
  %76 = trunc i64 %15 to i32
  %77 = mul i32 %75, %76
  %78 = add i32 %73, %77
  %79 = urem i32 %35, 8
  %80 = add i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr float, ptr %2, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fadd float %64, %83
  %85 = udiv i32 %35, 512
  %86 = urem i32 %85, 2
  %87 = trunc i64 %16 to i32
  %88 = mul i32 %86, %87
  %89 = udiv i32 %35, 8
  %90 = urem i32 %89, 4
  %91 = trunc i64 %17 to i32
  %92 = mul i32 %90, %91
  %93 = add i32 %88, %92
  %94 = udiv i32 %35, 32
  %95 = urem i32 %94, 16
  %96 = trunc i64 %18 to i32
  %97 = mul i32 %95, %96
  %98 = add i32 %93, %97
  %99 = urem i32 %35, 8
  %100 = add i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr float, ptr %3, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fadd float %84, %103
  %105 = add i32 %27, %28
  %106 = sext i32 %105 to i64
  %107 = getelementptr float, ptr %4, i64 %106
  store float %104, ptr %107, align 4
  %108 = add nuw nsw i32 %28, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %109 = add nuw nsw i32 %25, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion17(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %32 = getelementptr i64, ptr %1, i64 9
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 10
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr i64, ptr %1, i64 11
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr i64, ptr %1, i64 12
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr i64, ptr %1, i64 13
  %41 = load i64, ptr %40, align 8
  call void @fulgur_cpuFusion17_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion17_1'
source_filename = "fulgur_cpuFusion17_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion17_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %20 = trunc i64 %18 to i32
  %21 = call i32 @llvm.smax.i32(i32 0, i32 %20)
  %22 = trunc i64 %19 to i32
  %23 = call i32 @llvm.smin.i32(i32 32, i32 %22)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %24 = phi i32 [ %21, %body ], [ %113, %j.exit ]
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %26 = mul i32 %24, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %27 = phi i32 [ 0, %r.body ], [ %112, %j.body ]
  %28 = icmp slt i32 %27, 32
  br i1 %28, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %29 = mul i32 %24, 32
  %30 = add i32 %27, %29
  %31 = urem i32 %30, 32
  %32 = udiv i32 %30, 32
  %33 = urem i32 %32, 16
  %34 = mul i32 %33, 32
  %35 = add i32 %31, %34
  %36 = udiv i32 %30, 512
  %37 = urem i32 %36, 2
  %38 = mul i32 %37, 512
  %39 = add i32 %35, %38
  %40 = udiv i32 %39, 512
  %41 = urem i32 %40, 2
  %42 = trunc i64 %8 to i32
  %43 = mul i32 %41, %42
  %44 = udiv i32 %39, 8
  %45 = urem i32 %44, 4
  %46 = trunc i64 %9 to i32
  %47 = mul i32 %45, %46
  %48 = add i32 %43, %47
  %49 = udiv i32 %39, 32
  %50 = urem i32 %49, 16
  %51 = trunc i64 %10 to i32
  %52 = mul i32 %50, %51
  %53 = add i32 %48, %52
  %54 = urem i32 %39, 8
  %55 = add i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = udiv i32 %39, 32
  %60 = urem i32 %59, 16
  %61 = trunc i64 %11 to i32
  %62 = mul i32 %60, %61
  %63 = urem i32 %39, 8
  %64 = add i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fmul float %58, %67
  %69 = udiv i32 %39, 512
  %70 = urem i32 %69, 2
  %71 = trunc i64 %12 to i32
  %72 = mul i32 %70, %71
  %73 = udiv i32 %39, 8
  %74 = urem i32 %73, 4
  %75 = trunc i64 %13 to i32
  %76 = mul i32 %74, %75
  %77 = add i32 %72, %76
  %78 = udiv i32 %39, 32
  %79 = urem i32 %78, 16
  %80 = trunc i64 %14 to i32
  %81 = mul i32 %79, %80
  %82 = add i32 %77, %81
  %83 = urem i32 %39, 8
  %84 = add i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr float, ptr %2, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fadd float %68, %87
  %89 = udiv i32 %39, 512
  %90 = urem i32 %89, 2
  %91 = trunc i64 %15 to i32
  %92 = mul i32 %90, %91
  %93 = udiv i32 %39, 8
  %94 = urem i32 %93, 4
  %95 = trunc i64 %16 to i32
  %96 = mul i32 %94, %95
  %97 = add i32 %92, %96
  %98 = udiv i32 %39, 32
  %99 = urem i32 %98, 16
  %100 = trunc i64 %17 to i32
  %101 = mul i32 %99, %100
  %102 = add i32 %97, %101
  %103 = urem i32 %39, 8
  %104 = add i32 %102, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr %3, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = fadd float %88, %107
  %109 = add i32 %26, %27
  %110 = sext i32 %109 to i64
  %111 = getelementptr float, ptr %4, i64 %110
  store float %108, ptr %111, align 4
  %112 = add nuw nsw i32 %27, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %113 = add nuw nsw i32 %24, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion17_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %32 = getelementptr i64, ptr %1, i64 9
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 10
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr i64, ptr %1, i64 11
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr i64, ptr %1, i64 12
  %39 = load i64, ptr %38, align 8
  call void @fulgur_cpuFusion17_1_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion18'
source_filename = "fulgur_cpuFusion18"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion18_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias readonly %5, ptr noalias readonly %6, ptr noalias %7, ptr noalias %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13) #0 {
entry:
  %14 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %12 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %13 to i32
  %18 = call i32 @llvm.smin.i32(i32 32, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %19 = phi i32 [ %16, %body ], [ %107, %e.exit3 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %14, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %52, %e.body ]
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = mul i32 %19, 32
  %24 = add i32 %23, %21
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = mul i32 %19, 32
  %29 = add i32 %28, %21
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd float %27, %32
  %34 = mul i32 %19, 32
  %35 = add i32 %34, %21
  %36 = sext i32 %35 to i64
  %37 = getelementptr float, ptr %2, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd float %33, %38
  %40 = sext i32 %21 to i64
  %41 = getelementptr float, ptr %3, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fmul float %39, %42
  %44 = mul i32 %19, 32
  %45 = add i32 %44, %21
  %46 = sext i32 %45 to i64
  %47 = getelementptr float, ptr %4, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fmul float %43, %48
  %50 = load float, ptr %14, align 4
  %51 = fadd reassoc float %50, %49
  store float %51, ptr %14, align 4
  %52 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %53 = phi i32 [ 0, %e.exit ], [ %106, %e.body2 ]
  %54 = icmp slt i32 %53, 32
  br i1 %54, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %55 = mul i32 %19, 32
  %56 = add i32 %55, %53
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = mul i32 %19, 32
  %61 = add i32 %60, %53
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fadd float %59, %64
  %66 = mul i32 %19, 32
  %67 = add i32 %66, %53
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %2, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fadd float %65, %70
  %72 = mul i32 %19, 32
  %73 = add i32 %72, %53
  %74 = sext i32 %73 to i64
  %75 = getelementptr float, ptr %4, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = fmul float %71, %76
  %78 = mul i32 %19, 32
  %79 = add i32 %78, %53
  %80 = sext i32 %79 to i64
  %81 = getelementptr float, ptr %7, i64 %80
  store float %77, ptr %81, align 4
  %82 = mul i32 %19, 32
  %83 = add i32 %82, %53
  %84 = sext i32 %83 to i64
  %85 = getelementptr float, ptr %6, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = mul i32 %19, 32
  %88 = add i32 %87, %53
  %89 = sext i32 %88 to i64
  %90 = getelementptr float, ptr %5, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %53 to i64
  %93 = getelementptr float, ptr %3, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fmul float %71, %94
  %96 = load float, ptr %14, align 4
  %97 = fdiv float %96, 3.200000e+01
  %98 = fmul float %76, %97
  %99 = fsub float %95, %98
  %100 = fmul float %91, %99
  %101 = fadd float %86, %100
  %102 = mul i32 %19, 32
  %103 = add i32 %102, %53
  %104 = sext i32 %103 to i64
  %105 = getelementptr float, ptr %8, i64 %104
  store float %101, ptr %105, align 4
  %106 = add nuw nsw i32 %53, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %107 = add nuw nsw i32 %19, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion18(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %16 = getelementptr ptr, ptr %0, i64 6
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr ptr, ptr %0, i64 7
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr ptr, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 0
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 2
  %27 = load i64, ptr %26, align 8
  call void @fulgur_cpuFusion18_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, i64 %23, i64 %25, i64 %27, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion19'
source_filename = "fulgur_cpuFusion19"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion19_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 32, i32 %11)
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
  %16 = icmp slt i32 %15, 32
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = udiv i32 %15, 16
  %18 = mul i32 %17, 512
  %19 = urem i32 %15, 16
  %20 = mul i32 %19, 32
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
define void @fulgur_cpuFusion19(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion19_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion20'
source_filename = "fulgur_cpuFusion20"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion20_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 32, i32 %11)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %13 = phi i32 [ %10, %body ], [ %38, %j.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %15 = mul i32 %13, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %16 = phi i32 [ 0, %r.body ], [ %37, %j.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %18 = mul i32 %13, 32
  %19 = add i32 %16, %18
  %20 = udiv i32 %19, 512
  %21 = urem i32 %20, 2
  %22 = trunc i64 %5 to i32
  %23 = mul i32 %21, %22
  %24 = udiv i32 %19, 32
  %25 = urem i32 %24, 16
  %26 = trunc i64 %6 to i32
  %27 = mul i32 %25, %26
  %28 = add i32 %23, %27
  %29 = urem i32 %19, 32
  %30 = add i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = add i32 %15, %16
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  store float %33, ptr %36, align 4
  %37 = add nuw nsw i32 %16, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %38 = add nuw nsw i32 %13, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion20(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion20_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion21'
source_filename = "fulgur_cpuFusion21"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion21_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %5 = trunc i64 %3 to i32
  %6 = call i32 @llvm.smax.i32(i32 0, i32 %5)
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smin.i32(i32 2048, i32 %7)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %9 = phi i32 [ %6, %body ], [ %13, %i.body ]
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %11 = sext i32 %9 to i64
  %12 = getelementptr float, ptr %0, i64 %11
  store float 0.000000e+00, ptr %12, align 4
  %13 = add nuw nsw i32 %9, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion21(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  call void @fulgur_cpuFusion21_body(ptr %5, i64 %7, i64 %9, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion21_1'
source_filename = "fulgur_cpuFusion21_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion21_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %6 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smin.i32(i32 32, i32 %10)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %12 = phi i32 [ %9, %body ], [ %33, %j.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %14 = mul i32 %12, 32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %15 = phi i32 [ 0, %r.body ], [ %32, %j.body ]
  %16 = icmp slt i32 %15, 32
  br i1 %16, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %17 = udiv i32 %12, 16
  %18 = urem i32 %17, 2
  %19 = trunc i64 %5 to i32
  %20 = mul i32 %18, %19
  %21 = urem i32 %12, 16
  %22 = add i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr i64, ptr %0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = icmp slt i64 %25, 0
  %27 = add i64 %25, 64
  %28 = select i1 %26, i64 %27, i64 %25
  %29 = add i32 %14, %15
  %30 = sext i32 %29 to i64
  %31 = getelementptr i64, ptr %1, i64 %30
  store i64 %28, ptr %31, align 8
  %32 = add nuw nsw i32 %15, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %33 = add nuw nsw i32 %12, 1
  br label %r.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion21_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion21_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion22'
source_filename = "fulgur_cpuFusion22"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion22_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  %9 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 32, i32 %12)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %14 = phi i32 [ %11, %body ], [ %43, %e.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %39, %e.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = udiv i32 %16, 16
  %19 = mul i32 %18, 512
  %20 = urem i32 %16, 16
  %21 = mul i32 %20, 32
  %22 = add i32 %19, %21
  %23 = add i32 %22, %14
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = udiv i32 %16, 16
  %28 = mul i32 %27, 512
  %29 = urem i32 %16, 16
  %30 = mul i32 %29, 32
  %31 = add i32 %28, %30
  %32 = add i32 %31, %14
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fmul float %26, %35
  %37 = load float, ptr %9, align 4
  %38 = fadd reassoc float %37, %36
  store float %38, ptr %9, align 4
  %39 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %40 = load float, ptr %9, align 4
  %41 = sext i32 %14 to i64
  %42 = getelementptr float, ptr %2, i64 %41
  store float %40, ptr %42, align 4
  %43 = add nuw nsw i32 %14, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion22(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion22_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
@fulgur_host_inputs = private constant [2 x i32] [i32 16, i32 16]
@fulgur_host_outputs = private constant [1 x i32] [i32 29]
@fulgur_host_shape = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_shape.1 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_proxies.2 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.3 = private constant [2 x i32] [i32 36, i32 12]
@fulgur_host_outputs.4 = private constant [1 x i32] [i32 38]
@fulgur_host_proxies.5 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.6 = private constant [1 x i32] [i32 37]
@fulgur_host_outputs.7 = private constant [1 x i32] [i32 39]
@fulgur_host_proxies.8 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.9 = private constant [1 x i32] [i32 26]
@fulgur_host_outputs.10 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.11 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.12 = private constant [2 x i32] [i32 39, i32 40]
@fulgur_host_outputs.13 = private constant [1 x i32] [i32 41]
@fulgur_host_shape.14 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.15 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.16 = private constant [2 x i32] [i32 43, i32 10]
@fulgur_host_outputs.17 = private constant [1 x i32] [i32 48]
@fulgur_host_shape.18 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.19 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.20 = private constant [1 x i32] [i32 49]
@fulgur_host_outputs.21 = private constant [1 x i32] [i32 50]
@fulgur_host_shape.22 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_shape.23 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_shape.24 = private constant [2 x i64] [i64 32, i64 86]
@fulgur_host_proxies.25 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.26 = private constant [1 x i32] [i32 51]
@fulgur_host_outputs.27 = private constant [1 x i32] [i32 54]
@fulgur_host_proxies.28 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.29 = private constant [2 x i32] [i32 50, i32 54]
@fulgur_host_outputs.30 = private constant [1 x i32] [i32 55]
@fulgur_host_proxies.31 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.32 = private constant [2 x i32] [i32 52, i32 9]
@fulgur_host_outputs.33 = private constant [1 x i32] [i32 56]
@fulgur_host_proxies.34 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.35 = private constant [1 x i32] [i32 53]
@fulgur_host_outputs.36 = private constant [1 x i32] [i32 57]
@fulgur_host_proxies.37 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.38 = private constant [1 x i32] [i32 22]
@fulgur_host_outputs.39 = private constant [1 x i32] [i32 58]
@fulgur_host_proxies.40 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.41 = private constant [2 x i32] [i32 57, i32 58]
@fulgur_host_outputs.42 = private constant [1 x i32] [i32 59]
@fulgur_host_shape.43 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_shape.44 = private constant [2 x i64] [i64 32, i64 86]
@fulgur_host_proxies.45 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.46 = private constant [2 x i32] [i32 60, i32 8]
@fulgur_host_outputs.47 = private constant [1 x i32] [i32 62]
@fulgur_host_proxies.48 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.49 = private constant [1 x i32] [i32 61]
@fulgur_host_outputs.50 = private constant [1 x i32] [i32 63]
@fulgur_host_proxies.51 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.52 = private constant [1 x i32] [i32 22]
@fulgur_host_outputs.53 = private constant [1 x i32] [i32 64]
@fulgur_host_proxies.54 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.55 = private constant [2 x i32] [i32 63, i32 64]
@fulgur_host_outputs.56 = private constant [1 x i32] [i32 65]
@fulgur_host_shape.57 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.58 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.59 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.60 = private constant [2 x i32] [i32 67, i32 6]
@fulgur_host_outputs.61 = private constant [1 x i32] [i32 69]
@fulgur_host_shape.62 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.63 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.64 = private constant [1 x i32] [i32 70]
@fulgur_host_outputs.65 = private constant [1 x i32] [i32 71]
@fulgur_host_proxies.66 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.67 = private constant [1 x i32] [i32 20]
@fulgur_host_outputs.68 = private constant [1 x i32] [i32 72]
@fulgur_host_proxies.69 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.70 = private constant [1 x i32] [i32 72]
@fulgur_host_outputs.71 = private constant [1 x i32] [i32 73]
@fulgur_host_proxies.72 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.73 = private constant [1 x i32] [i32 73]
@fulgur_host_outputs.74 = private constant [1 x i32] [i32 74]
@fulgur_host_proxies.75 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.76 = private constant [2 x i32] [i32 71, i32 74]
@fulgur_host_outputs.77 = private constant [1 x i32] [i32 75]
@fulgur_host_proxies.78 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.79 = private constant [1 x i32] [i32 69]
@fulgur_host_outputs.80 = private constant [1 x i32] [i32 76]
@fulgur_host_proxies.81 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.82 = private constant [1 x i32] [i32 76]
@fulgur_host_outputs.83 = private constant [1 x i32] [i32 77]
@fulgur_host_proxies.84 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.85 = private constant [1 x i32] [i32 15]
@fulgur_host_outputs.86 = private constant [1 x i32] [i32 78]
@fulgur_host_proxies.87 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.88 = private constant [1 x i32] [i32 78]
@fulgur_host_outputs.89 = private constant [1 x i32] [i32 79]
@fulgur_host_proxies.90 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.91 = private constant [1 x i32] [i32 79]
@fulgur_host_outputs.92 = private constant [1 x i32] [i32 80]
@fulgur_host_proxies.93 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.94 = private constant [2 x i32] [i32 77, i32 80]
@fulgur_host_outputs.95 = private constant [1 x i32] [i32 81]
@fulgur_host_proxies.96 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.97 = private constant [1 x i32] [i32 19]
@fulgur_host_outputs.98 = private constant [1 x i32] [i32 82]
@fulgur_host_proxies.99 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.100 = private constant [2 x i32] [i32 82, i32 77]
@fulgur_host_outputs.101 = private constant [1 x i32] [i32 83]
@fulgur_host_proxies.102 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.103 = private constant [1 x i32] [i32 18]
@fulgur_host_outputs.104 = private constant [1 x i32] [i32 84]
@fulgur_host_proxies.105 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.106 = private constant [1 x i32] [i32 84]
@fulgur_host_outputs.107 = private constant [1 x i32] [i32 85]
@fulgur_host_shape.108 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.109 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.110 = private constant [2 x i32] [i32 86, i32 85]
@fulgur_host_outputs.111 = private constant [1 x i32] [i32 87]
@fulgur_host_proxies.112 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.113 = private constant [1 x i32] [i32 17]
@fulgur_host_outputs.114 = private constant [1 x i32] [i32 88]
@fulgur_host_proxies.115 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.116 = private constant [2 x i32] [i32 88, i32 86]
@fulgur_host_outputs.117 = private constant [1 x i32] [i32 89]
@fulgur_host_shape.118 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_shape.119 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_shape.120 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.121 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.122 = private constant [2 x i32] [i32 94, i32 93]
@fulgur_host_outputs.123 = private constant [1 x i32] [i32 95]
@fulgur_host_proxies.124 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.125 = private constant [1 x i32] [i32 92]
@fulgur_host_outputs.126 = private constant [1 x i32] [i32 96]
@fulgur_host_shape.127 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.128 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.129 = private constant [2 x i32] [i32 96, i32 97]
@fulgur_host_outputs.130 = private constant [1 x i32] [i32 98]
@fulgur_host_shape.131 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_shape.132 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_shape.133 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.134 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.135 = private constant [2 x i32] [i32 101, i32 100]
@fulgur_host_outputs.136 = private constant [1 x i32] [i32 102]
@fulgur_host_proxies.137 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.138 = private constant [1 x i32] [i32 99]
@fulgur_host_outputs.139 = private constant [1 x i32] [i32 103]
@fulgur_host_shape.140 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.141 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.142 = private constant [2 x i32] [i32 103, i32 104]
@fulgur_host_outputs.143 = private constant [1 x i32] [i32 105]
@fulgur_host_proxies.144 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.145 = private constant [1 x i32] [i32 83]
@fulgur_host_outputs.146 = private constant [1 x i32] [i32 106]
@fulgur_host_proxies.147 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.148 = private constant [1 x i32] [i32 106]
@fulgur_host_outputs.149 = private constant [1 x i32] [i32 107]
@fulgur_host_proxies.150 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.151 = private constant [2 x i32] [i32 107, i32 5]
@fulgur_host_outputs.152 = private constant [1 x i32] [i32 108]
@fulgur_host_proxies.153 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.154 = private constant [1 x i32] [i32 107]
@fulgur_host_outputs.155 = private constant [1 x i32] [i32 109]
@fulgur_host_proxies.156 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.157 = private constant [1 x i32] [i32 109]
@fulgur_host_outputs.158 = private constant [1 x i32] [i32 110]
@fulgur_host_proxies.159 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.160 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.161 = private constant [1 x i32] [i32 111]
@fulgur_host_proxies.162 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.163 = private constant [2 x i32] [i32 110, i32 111]
@fulgur_host_outputs.164 = private constant [1 x i32] [i32 112]
@fulgur_host_shape.165 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.166 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.167 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.168 = private constant [2 x i32] [i32 114, i32 4]
@fulgur_host_outputs.169 = private constant [1 x i32] [i32 116]
@fulgur_host_proxies.170 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.171 = private constant [1 x i32] [i32 115]
@fulgur_host_outputs.172 = private constant [1 x i32] [i32 117]
@fulgur_host_proxies.173 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.174 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.175 = private constant [1 x i32] [i32 118]
@fulgur_host_proxies.176 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.177 = private constant [2 x i32] [i32 117, i32 118]
@fulgur_host_outputs.178 = private constant [1 x i32] [i32 119]
@fulgur_host_shape.179 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.180 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.181 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.182 = private constant [2 x i32] [i32 120, i32 3]
@fulgur_host_outputs.183 = private constant [1 x i32] [i32 122]
@fulgur_host_proxies.184 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.185 = private constant [1 x i32] [i32 121]
@fulgur_host_outputs.186 = private constant [1 x i32] [i32 123]
@fulgur_host_proxies.187 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.188 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.189 = private constant [1 x i32] [i32 124]
@fulgur_host_proxies.190 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.191 = private constant [2 x i32] [i32 123, i32 124]
@fulgur_host_outputs.192 = private constant [1 x i32] [i32 125]
@fulgur_host_shape.193 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.194 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.195 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.196 = private constant [2 x i64] [i64 64, i64 32]
@fulgur_host_proxies.197 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.198 = private constant [3 x i32] [i32 131, i32 130, i32 129]
@fulgur_host_outputs.199 = private constant [1 x i32] [i32 132]
@fulgur_host_shape.200 = private constant [1 x i64] [i64 32]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [11 x ptr], align 8
  %4 = alloca [14 x i64], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 27)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 27)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = getelementptr i8, ptr %18, i64 0
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %24, align 8
  %25 = call i64 @fulgur_rt_stride(ptr %0, i32 27, i32 0)
  %26 = getelementptr i64, ptr %4, i64 2
  store i64 %25, ptr %26, align 8
  %27 = call i64 @fulgur_rt_stride(ptr %0, i32 27, i32 1)
  %28 = getelementptr i64, ptr %4, i64 3
  store i64 %27, ptr %28, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  %29 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %30 = getelementptr ptr, ptr %3, i64 0
  store ptr %29, ptr %30, align 8
  %31 = getelementptr i8, ptr %18, i64 8192
  %32 = getelementptr ptr, ptr %3, i64 1
  store ptr %31, ptr %32, align 8
  %33 = getelementptr i8, ptr %18, i64 8256
  %34 = getelementptr ptr, ptr %3, i64 2
  store ptr %33, ptr %34, align 8
  %35 = getelementptr i8, ptr %18, i64 8384
  %36 = getelementptr ptr, ptr %3, i64 3
  store ptr %35, ptr %36, align 8
  %37 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %37, align 8
  %38 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %39 = getelementptr i64, ptr %4, i64 1
  store i64 %38, ptr %39, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  %40 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %41 = getelementptr ptr, ptr %3, i64 0
  store ptr %40, ptr %41, align 8
  %42 = getelementptr i8, ptr %18, i64 8512
  %43 = getelementptr ptr, ptr %3, i64 1
  store ptr %42, ptr %43, align 8
  %44 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %44, align 8
  %45 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %45, align 8
  %46 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %46, align 8
  %47 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %48 = getelementptr i64, ptr %4, i64 3
  store i64 %47, ptr %48, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 28)
  %49 = call ptr @fulgur_rt_data(ptr %0, i32 28)
  %50 = getelementptr ptr, ptr %3, i64 0
  store ptr %49, ptr %50, align 8
  %51 = getelementptr i8, ptr %18, i64 8256
  %52 = getelementptr ptr, ptr %3, i64 1
  store ptr %51, ptr %52, align 8
  %53 = getelementptr i8, ptr %18, i64 8192
  %54 = getelementptr ptr, ptr %3, i64 2
  store ptr %53, ptr %54, align 8
  %55 = getelementptr i8, ptr %18, i64 8384
  %56 = getelementptr ptr, ptr %3, i64 3
  store ptr %55, ptr %56, align 8
  %57 = getelementptr i8, ptr %18, i64 24896
  %58 = getelementptr ptr, ptr %3, i64 4
  store ptr %57, ptr %58, align 8
  %59 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %59, align 8
  %60 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %60, align 8
  %61 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %61, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_allocate(ptr %0, i32 36, i32 1, i32 3, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 37, i32 1, i32 2, ptr @fulgur_host_shape.1)
  %62 = getelementptr i8, ptr %18, i64 8512
  %63 = getelementptr ptr, ptr %3, i64 0
  store ptr %62, ptr %63, align 8
  %64 = getelementptr i8, ptr %18, i64 0
  %65 = getelementptr ptr, ptr %3, i64 1
  store ptr %64, ptr %65, align 8
  %66 = getelementptr i8, ptr %18, i64 24896
  %67 = getelementptr ptr, ptr %3, i64 2
  store ptr %66, ptr %67, align 8
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 36)
  %69 = getelementptr ptr, ptr %3, i64 3
  store ptr %68, ptr %69, align 8
  %70 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %70, align 8
  %71 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %71, align 8
  %72 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %72, align 8
  %73 = getelementptr i64, ptr %4, i64 3
  store i64 64, ptr %73, align 8
  %74 = getelementptr i64, ptr %4, i64 4
  store i64 64, ptr %74, align 8
  %75 = getelementptr i64, ptr %4, i64 5
  store i64 64, ptr %75, align 8
  %76 = getelementptr i64, ptr %4, i64 6
  store i64 64, ptr %76, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %77 = getelementptr i8, ptr %18, i64 8512
  %78 = getelementptr ptr, ptr %3, i64 0
  store ptr %77, ptr %78, align 8
  %79 = getelementptr i8, ptr %18, i64 0
  %80 = getelementptr ptr, ptr %3, i64 1
  store ptr %79, ptr %80, align 8
  %81 = getelementptr i8, ptr %18, i64 24896
  %82 = getelementptr ptr, ptr %3, i64 2
  store ptr %81, ptr %82, align 8
  %83 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %84 = getelementptr ptr, ptr %3, i64 3
  store ptr %83, ptr %84, align 8
  %85 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %85, align 8
  %86 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %86, align 8
  %87 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %87, align 8
  %88 = getelementptr i64, ptr %4, i64 3
  store i64 64, ptr %88, align 8
  %89 = getelementptr i64, ptr %4, i64 4
  store i64 64, ptr %89, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.2, ptr @fulgur_host_inputs.3, i32 2, ptr @fulgur_host_outputs.4, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.5, ptr @fulgur_host_inputs.6, i32 1, ptr @fulgur_host_outputs.7, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 37)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.8, ptr @fulgur_host_inputs.9, i32 1, ptr @fulgur_host_outputs.10, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.11, ptr @fulgur_host_inputs.12, i32 2, ptr @fulgur_host_outputs.13, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_free(ptr %0, i32 40)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 13)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 21)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 25)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 11)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 38)
  call void @fulgur_rt_allocate(ptr %0, i32 43, i32 1, i32 3, ptr @fulgur_host_shape.14)
  %90 = call ptr @fulgur_rt_data(ptr %0, i32 13)
  %91 = getelementptr ptr, ptr %3, i64 0
  store ptr %90, ptr %91, align 8
  %92 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %93 = getelementptr ptr, ptr %3, i64 1
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %95 = getelementptr ptr, ptr %3, i64 2
  store ptr %94, ptr %95, align 8
  %96 = call ptr @fulgur_rt_data(ptr %0, i32 11)
  %97 = getelementptr ptr, ptr %3, i64 3
  store ptr %96, ptr %97, align 8
  %98 = call ptr @fulgur_rt_data(ptr %0, i32 38)
  %99 = getelementptr ptr, ptr %3, i64 4
  store ptr %98, ptr %99, align 8
  %100 = getelementptr i8, ptr %18, i64 0
  %101 = getelementptr ptr, ptr %3, i64 5
  store ptr %100, ptr %101, align 8
  %102 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %103 = getelementptr ptr, ptr %3, i64 6
  store ptr %102, ptr %103, align 8
  %104 = getelementptr i8, ptr %18, i64 4096
  %105 = getelementptr ptr, ptr %3, i64 7
  store ptr %104, ptr %105, align 8
  %106 = getelementptr i8, ptr %18, i64 8192
  %107 = getelementptr ptr, ptr %3, i64 8
  store ptr %106, ptr %107, align 8
  %108 = getelementptr i8, ptr %18, i64 12288
  %109 = getelementptr ptr, ptr %3, i64 9
  store ptr %108, ptr %109, align 8
  %110 = getelementptr i8, ptr %18, i64 16384
  %111 = getelementptr ptr, ptr %3, i64 10
  store ptr %110, ptr %111, align 8
  %112 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %112, align 8
  %113 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %113, align 8
  %114 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %114, align 8
  %115 = call i64 @fulgur_rt_stride(ptr %0, i32 13, i32 0)
  %116 = getelementptr i64, ptr %4, i64 3
  store i64 %115, ptr %116, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.15, ptr @fulgur_host_inputs.16, i32 2, ptr @fulgur_host_outputs.17, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 49, i32 1, i32 2, ptr @fulgur_host_shape.18)
  %117 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %118 = getelementptr ptr, ptr %3, i64 0
  store ptr %117, ptr %118, align 8
  %119 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %120 = getelementptr ptr, ptr %3, i64 1
  store ptr %119, ptr %120, align 8
  %121 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %121, align 8
  %122 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %122, align 8
  %123 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %123, align 8
  %124 = call i64 @fulgur_rt_stride(ptr %0, i32 43, i32 0)
  %125 = getelementptr i64, ptr %4, i64 3
  store i64 %124, ptr %125, align 8
  %126 = call i64 @fulgur_rt_stride(ptr %0, i32 43, i32 1)
  %127 = getelementptr i64, ptr %4, i64 4
  store i64 %126, ptr %127, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.19, ptr @fulgur_host_inputs.20, i32 1, ptr @fulgur_host_outputs.21, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 49)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 23)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 24)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 48)
  call void @fulgur_rt_allocate(ptr %0, i32 51, i32 1, i32 3, ptr @fulgur_host_shape.22)
  call void @fulgur_rt_allocate(ptr %0, i32 52, i32 1, i32 3, ptr @fulgur_host_shape.23)
  call void @fulgur_rt_allocate(ptr %0, i32 53, i32 1, i32 2, ptr @fulgur_host_shape.24)
  %128 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %129 = getelementptr ptr, ptr %3, i64 0
  store ptr %128, ptr %129, align 8
  %130 = call ptr @fulgur_rt_data(ptr %0, i32 24)
  %131 = getelementptr ptr, ptr %3, i64 1
  store ptr %130, ptr %131, align 8
  %132 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %133 = getelementptr ptr, ptr %3, i64 2
  store ptr %132, ptr %133, align 8
  %134 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %135 = getelementptr ptr, ptr %3, i64 3
  store ptr %134, ptr %135, align 8
  %136 = call ptr @fulgur_rt_data(ptr %0, i32 52)
  %137 = getelementptr ptr, ptr %3, i64 4
  store ptr %136, ptr %137, align 8
  %138 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %138, align 8
  %139 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %139, align 8
  %140 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %140, align 8
  %141 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %141, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  %142 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %143 = getelementptr ptr, ptr %3, i64 0
  store ptr %142, ptr %143, align 8
  %144 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %145 = getelementptr ptr, ptr %3, i64 1
  store ptr %144, ptr %145, align 8
  %146 = call ptr @fulgur_rt_data(ptr %0, i32 53)
  %147 = getelementptr ptr, ptr %3, i64 2
  store ptr %146, ptr %147, align 8
  %148 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %148, align 8
  %149 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %149, align 8
  %150 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %150, align 8
  %151 = call i64 @fulgur_rt_stride(ptr %0, i32 48, i32 0)
  %152 = getelementptr i64, ptr %4, i64 3
  store i64 %151, ptr %152, align 8
  %153 = call i64 @fulgur_rt_stride(ptr %0, i32 48, i32 1)
  %154 = getelementptr i64, ptr %4, i64 4
  store i64 %153, ptr %154, align 8
  %155 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %156 = getelementptr i64, ptr %4, i64 5
  store i64 %155, ptr %156, align 8
  %157 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 1)
  %158 = getelementptr i64, ptr %4, i64 6
  store i64 %157, ptr %158, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.25, ptr @fulgur_host_inputs.26, i32 1, ptr @fulgur_host_outputs.27, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.28, ptr @fulgur_host_inputs.29, i32 2, ptr @fulgur_host_outputs.30, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 50)
  call void @fulgur_rt_free(ptr %0, i32 54)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.31, ptr @fulgur_host_inputs.32, i32 2, ptr @fulgur_host_outputs.33, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.34, ptr @fulgur_host_inputs.35, i32 1, ptr @fulgur_host_outputs.36, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 53)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.37, ptr @fulgur_host_inputs.38, i32 1, ptr @fulgur_host_outputs.39, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.40, ptr @fulgur_host_inputs.41, i32 2, ptr @fulgur_host_outputs.42, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 57)
  call void @fulgur_rt_free(ptr %0, i32 58)
  call void @fulgur_rt_allocate(ptr %0, i32 60, i32 1, i32 3, ptr @fulgur_host_shape.43)
  call void @fulgur_rt_allocate(ptr %0, i32 61, i32 1, i32 2, ptr @fulgur_host_shape.44)
  %159 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %160 = getelementptr ptr, ptr %3, i64 0
  store ptr %159, ptr %160, align 8
  %161 = call ptr @fulgur_rt_data(ptr %0, i32 24)
  %162 = getelementptr ptr, ptr %3, i64 1
  store ptr %161, ptr %162, align 8
  %163 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %164 = getelementptr ptr, ptr %3, i64 2
  store ptr %163, ptr %164, align 8
  %165 = call ptr @fulgur_rt_data(ptr %0, i32 60)
  %166 = getelementptr ptr, ptr %3, i64 3
  store ptr %165, ptr %166, align 8
  %167 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %167, align 8
  %168 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %168, align 8
  %169 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %169, align 8
  %170 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %170, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  %171 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %172 = getelementptr ptr, ptr %3, i64 0
  store ptr %171, ptr %172, align 8
  %173 = call ptr @fulgur_rt_data(ptr %0, i32 24)
  %174 = getelementptr ptr, ptr %3, i64 1
  store ptr %173, ptr %174, align 8
  %175 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %176 = getelementptr ptr, ptr %3, i64 2
  store ptr %175, ptr %176, align 8
  %177 = call ptr @fulgur_rt_data(ptr %0, i32 61)
  %178 = getelementptr ptr, ptr %3, i64 3
  store ptr %177, ptr %178, align 8
  %179 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %179, align 8
  %180 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %180, align 8
  %181 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %181, align 8
  %182 = call i64 @fulgur_rt_stride(ptr %0, i32 48, i32 0)
  %183 = getelementptr i64, ptr %4, i64 3
  store i64 %182, ptr %183, align 8
  %184 = call i64 @fulgur_rt_stride(ptr %0, i32 48, i32 1)
  %185 = getelementptr i64, ptr %4, i64 4
  store i64 %184, ptr %185, align 8
  %186 = call i64 @fulgur_rt_stride(ptr %0, i32 24, i32 0)
  %187 = getelementptr i64, ptr %4, i64 5
  store i64 %186, ptr %187, align 8
  %188 = call i64 @fulgur_rt_stride(ptr %0, i32 24, i32 1)
  %189 = getelementptr i64, ptr %4, i64 6
  store i64 %188, ptr %189, align 8
  %190 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %191 = getelementptr i64, ptr %4, i64 7
  store i64 %190, ptr %191, align 8
  %192 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 1)
  %193 = getelementptr i64, ptr %4, i64 8
  store i64 %192, ptr %193, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 48)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.45, ptr @fulgur_host_inputs.46, i32 2, ptr @fulgur_host_outputs.47, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 60)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.48, ptr @fulgur_host_inputs.49, i32 1, ptr @fulgur_host_outputs.50, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 61)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.51, ptr @fulgur_host_inputs.52, i32 1, ptr @fulgur_host_outputs.53, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.54, ptr @fulgur_host_inputs.55, i32 2, ptr @fulgur_host_outputs.56, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 63)
  call void @fulgur_rt_free(ptr %0, i32 64)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 56)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 62)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 7)
  call void @fulgur_rt_allocate(ptr %0, i32 67, i32 1, i32 3, ptr @fulgur_host_shape.57)
  %194 = call ptr @fulgur_rt_data(ptr %0, i32 56)
  %195 = getelementptr ptr, ptr %3, i64 0
  store ptr %194, ptr %195, align 8
  %196 = call ptr @fulgur_rt_data(ptr %0, i32 62)
  %197 = getelementptr ptr, ptr %3, i64 1
  store ptr %196, ptr %197, align 8
  %198 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %199 = getelementptr ptr, ptr %3, i64 2
  store ptr %198, ptr %199, align 8
  %200 = getelementptr i8, ptr %18, i64 4096
  %201 = getelementptr ptr, ptr %3, i64 3
  store ptr %200, ptr %201, align 8
  %202 = getelementptr i8, ptr %18, i64 8192
  %203 = getelementptr ptr, ptr %3, i64 4
  store ptr %202, ptr %203, align 8
  %204 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %205 = getelementptr ptr, ptr %3, i64 5
  store ptr %204, ptr %205, align 8
  %206 = getelementptr i8, ptr %18, i64 20480
  %207 = getelementptr ptr, ptr %3, i64 6
  store ptr %206, ptr %207, align 8
  %208 = call ptr @fulgur_rt_data(ptr %0, i32 67)
  %209 = getelementptr ptr, ptr %3, i64 7
  store ptr %208, ptr %209, align 8
  %210 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %210, align 8
  %211 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %211, align 8
  %212 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %212, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 43)
  call void @fulgur_rt_free(ptr %0, i32 56)
  call void @fulgur_rt_free(ptr %0, i32 62)
  call void @fulgur_rt_allocate(ptr %0, i32 68, i32 1, i32 1, ptr @fulgur_host_shape.58)
  %213 = getelementptr i8, ptr %18, i64 20480
  %214 = getelementptr ptr, ptr %3, i64 0
  store ptr %213, ptr %214, align 8
  %215 = call ptr @fulgur_rt_data(ptr %0, i32 68)
  %216 = getelementptr ptr, ptr %3, i64 1
  store ptr %215, ptr %216, align 8
  %217 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %217, align 8
  %218 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %218, align 8
  %219 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %219, align 8
  %220 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %220, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.59, ptr @fulgur_host_inputs.60, i32 2, ptr @fulgur_host_outputs.61, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 70, i32 1, i32 2, ptr @fulgur_host_shape.62)
  %221 = call ptr @fulgur_rt_data(ptr %0, i32 67)
  %222 = getelementptr ptr, ptr %3, i64 0
  store ptr %221, ptr %222, align 8
  %223 = call ptr @fulgur_rt_data(ptr %0, i32 70)
  %224 = getelementptr ptr, ptr %3, i64 1
  store ptr %223, ptr %224, align 8
  %225 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %225, align 8
  %226 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %226, align 8
  %227 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %227, align 8
  %228 = call i64 @fulgur_rt_stride(ptr %0, i32 67, i32 0)
  %229 = getelementptr i64, ptr %4, i64 3
  store i64 %228, ptr %229, align 8
  %230 = call i64 @fulgur_rt_stride(ptr %0, i32 67, i32 1)
  %231 = getelementptr i64, ptr %4, i64 4
  store i64 %230, ptr %231, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.63, ptr @fulgur_host_inputs.64, i32 1, ptr @fulgur_host_outputs.65, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 70)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.66, ptr @fulgur_host_inputs.67, i32 1, ptr @fulgur_host_outputs.68, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.69, ptr @fulgur_host_inputs.70, i32 1, ptr @fulgur_host_outputs.71, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 72)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.72, ptr @fulgur_host_inputs.73, i32 1, ptr @fulgur_host_outputs.74, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 73)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.75, ptr @fulgur_host_inputs.76, i32 2, ptr @fulgur_host_outputs.77, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 71)
  call void @fulgur_rt_free(ptr %0, i32 74)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.78, ptr @fulgur_host_inputs.79, i32 1, ptr @fulgur_host_outputs.80, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 69)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.81, ptr @fulgur_host_inputs.82, i32 1, ptr @fulgur_host_outputs.83, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 76)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.84, ptr @fulgur_host_inputs.85, i32 1, ptr @fulgur_host_outputs.86, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.87, ptr @fulgur_host_inputs.88, i32 1, ptr @fulgur_host_outputs.89, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 78)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.90, ptr @fulgur_host_inputs.91, i32 1, ptr @fulgur_host_outputs.92, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 79)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.93, ptr @fulgur_host_inputs.94, i32 2, ptr @fulgur_host_outputs.95, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 80)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.96, ptr @fulgur_host_inputs.97, i32 1, ptr @fulgur_host_outputs.98, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.99, ptr @fulgur_host_inputs.100, i32 2, ptr @fulgur_host_outputs.101, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 77)
  call void @fulgur_rt_free(ptr %0, i32 82)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.102, ptr @fulgur_host_inputs.103, i32 1, ptr @fulgur_host_outputs.104, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.105, ptr @fulgur_host_inputs.106, i32 1, ptr @fulgur_host_outputs.107, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 84)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 81)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 19)
  call void @fulgur_rt_allocate(ptr %0, i32 86, i32 1, i32 4, ptr @fulgur_host_shape.108)
  %232 = call ptr @fulgur_rt_data(ptr %0, i32 81)
  %233 = getelementptr ptr, ptr %3, i64 0
  store ptr %232, ptr %233, align 8
  %234 = call ptr @fulgur_rt_data(ptr %0, i32 19)
  %235 = getelementptr ptr, ptr %3, i64 1
  store ptr %234, ptr %235, align 8
  %236 = call ptr @fulgur_rt_data(ptr %0, i32 86)
  %237 = getelementptr ptr, ptr %3, i64 2
  store ptr %236, ptr %237, align 8
  %238 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %238, align 8
  %239 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %239, align 8
  %240 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %240, align 8
  %241 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %241, align 8
  %242 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %242, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 81)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.109, ptr @fulgur_host_inputs.110, i32 2, ptr @fulgur_host_outputs.111, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 85)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.112, ptr @fulgur_host_inputs.113, i32 1, ptr @fulgur_host_outputs.114, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.115, ptr @fulgur_host_inputs.116, i32 2, ptr @fulgur_host_outputs.117, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 86)
  call void @fulgur_rt_free(ptr %0, i32 88)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 29)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 89)
  call void @fulgur_rt_allocate(ptr %0, i32 92, i32 1, i32 4, ptr @fulgur_host_shape.118)
  call void @fulgur_rt_allocate(ptr %0, i32 93, i32 1, i32 4, ptr @fulgur_host_shape.119)
  call void @fulgur_rt_allocate(ptr %0, i32 94, i32 1, i32 4, ptr @fulgur_host_shape.120)
  %243 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %244 = getelementptr ptr, ptr %3, i64 0
  store ptr %243, ptr %244, align 8
  %245 = call ptr @fulgur_rt_data(ptr %0, i32 89)
  %246 = getelementptr ptr, ptr %3, i64 1
  store ptr %245, ptr %246, align 8
  %247 = getelementptr i8, ptr %18, i64 4608
  %248 = getelementptr ptr, ptr %3, i64 2
  store ptr %247, ptr %248, align 8
  %249 = call ptr @fulgur_rt_data(ptr %0, i32 92)
  %250 = getelementptr ptr, ptr %3, i64 3
  store ptr %249, ptr %250, align 8
  %251 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %251, align 8
  %252 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %252, align 8
  %253 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %253, align 8
  %254 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %254, align 8
  %255 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %255, align 8
  %256 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %256, align 8
  %257 = call i64 @fulgur_rt_stride(ptr %0, i32 89, i32 0)
  %258 = getelementptr i64, ptr %4, i64 6
  store i64 %257, ptr %258, align 8
  %259 = call i64 @fulgur_rt_stride(ptr %0, i32 89, i32 1)
  %260 = getelementptr i64, ptr %4, i64 7
  store i64 %259, ptr %260, align 8
  %261 = call i64 @fulgur_rt_stride(ptr %0, i32 89, i32 2)
  %262 = getelementptr i64, ptr %4, i64 8
  store i64 %261, ptr %262, align 8
  %263 = call i64 @fulgur_rt_stride(ptr %0, i32 29, i32 0)
  %264 = getelementptr i64, ptr %4, i64 9
  store i64 %263, ptr %264, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %265 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %266 = getelementptr ptr, ptr %3, i64 0
  store ptr %265, ptr %266, align 8
  %267 = getelementptr i8, ptr %18, i64 4096
  %268 = getelementptr ptr, ptr %3, i64 1
  store ptr %267, ptr %268, align 8
  %269 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %269, align 8
  %270 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %270, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %271 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %272 = getelementptr ptr, ptr %3, i64 0
  store ptr %271, ptr %272, align 8
  %273 = call ptr @fulgur_rt_data(ptr %0, i32 89)
  %274 = getelementptr ptr, ptr %3, i64 1
  store ptr %273, ptr %274, align 8
  %275 = call ptr @fulgur_rt_data(ptr %0, i32 93)
  %276 = getelementptr ptr, ptr %3, i64 2
  store ptr %275, ptr %276, align 8
  %277 = call ptr @fulgur_rt_data(ptr %0, i32 94)
  %278 = getelementptr ptr, ptr %3, i64 3
  store ptr %277, ptr %278, align 8
  %279 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %279, align 8
  %280 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %280, align 8
  %281 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %281, align 8
  %282 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %282, align 8
  %283 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %283, align 8
  %284 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %284, align 8
  %285 = call i64 @fulgur_rt_stride(ptr %0, i32 89, i32 0)
  %286 = getelementptr i64, ptr %4, i64 6
  store i64 %285, ptr %286, align 8
  %287 = call i64 @fulgur_rt_stride(ptr %0, i32 89, i32 1)
  %288 = getelementptr i64, ptr %4, i64 7
  store i64 %287, ptr %288, align 8
  %289 = call i64 @fulgur_rt_stride(ptr %0, i32 89, i32 2)
  %290 = getelementptr i64, ptr %4, i64 8
  store i64 %289, ptr %290, align 8
  %291 = call i64 @fulgur_rt_stride(ptr %0, i32 29, i32 0)
  %292 = getelementptr i64, ptr %4, i64 9
  store i64 %291, ptr %292, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_free(ptr %0, i32 89)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.121, ptr @fulgur_host_inputs.122, i32 2, ptr @fulgur_host_outputs.123, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 93)
  call void @fulgur_rt_free(ptr %0, i32 94)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.124, ptr @fulgur_host_inputs.125, i32 1, ptr @fulgur_host_outputs.126, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 92)
  call void @fulgur_rt_allocate(ptr %0, i32 97, i32 1, i32 4, ptr @fulgur_host_shape.127)
  %293 = call ptr @fulgur_rt_data(ptr %0, i32 97)
  %294 = getelementptr ptr, ptr %3, i64 0
  store ptr %293, ptr %294, align 8
  %295 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %295, align 8
  %296 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %296, align 8
  %297 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %297, align 8
  %298 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %298, align 8
  %299 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %299, align 8
  %300 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %300, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.128, ptr @fulgur_host_inputs.129, i32 2, ptr @fulgur_host_outputs.130, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 96)
  call void @fulgur_rt_free(ptr %0, i32 97)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 87)
  call void @fulgur_rt_allocate(ptr %0, i32 99, i32 1, i32 4, ptr @fulgur_host_shape.131)
  call void @fulgur_rt_allocate(ptr %0, i32 100, i32 1, i32 4, ptr @fulgur_host_shape.132)
  call void @fulgur_rt_allocate(ptr %0, i32 101, i32 1, i32 4, ptr @fulgur_host_shape.133)
  %301 = getelementptr i8, ptr %18, i64 4096
  %302 = getelementptr ptr, ptr %3, i64 0
  store ptr %301, ptr %302, align 8
  %303 = call ptr @fulgur_rt_data(ptr %0, i32 87)
  %304 = getelementptr ptr, ptr %3, i64 1
  store ptr %303, ptr %304, align 8
  %305 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %306 = getelementptr ptr, ptr %3, i64 2
  store ptr %305, ptr %306, align 8
  %307 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %307, align 8
  %308 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %308, align 8
  %309 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %309, align 8
  %310 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %310, align 8
  %311 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %311, align 8
  %312 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %312, align 8
  %313 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %313, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %314 = getelementptr i8, ptr %18, i64 4096
  %315 = getelementptr ptr, ptr %3, i64 0
  store ptr %314, ptr %315, align 8
  %316 = call ptr @fulgur_rt_data(ptr %0, i32 87)
  %317 = getelementptr ptr, ptr %3, i64 1
  store ptr %316, ptr %317, align 8
  %318 = call ptr @fulgur_rt_data(ptr %0, i32 100)
  %319 = getelementptr ptr, ptr %3, i64 2
  store ptr %318, ptr %319, align 8
  %320 = call ptr @fulgur_rt_data(ptr %0, i32 101)
  %321 = getelementptr ptr, ptr %3, i64 3
  store ptr %320, ptr %321, align 8
  %322 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %322, align 8
  %323 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %323, align 8
  %324 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %324, align 8
  %325 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %325, align 8
  %326 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %326, align 8
  %327 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %327, align 8
  %328 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 0)
  %329 = getelementptr i64, ptr %4, i64 6
  store i64 %328, ptr %329, align 8
  %330 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 1)
  %331 = getelementptr i64, ptr %4, i64 7
  store i64 %330, ptr %331, align 8
  %332 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 2)
  %333 = getelementptr i64, ptr %4, i64 8
  store i64 %332, ptr %333, align 8
  %334 = getelementptr i64, ptr %4, i64 9
  store i64 8, ptr %334, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.134, ptr @fulgur_host_inputs.135, i32 2, ptr @fulgur_host_outputs.136, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 100)
  call void @fulgur_rt_free(ptr %0, i32 101)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.137, ptr @fulgur_host_inputs.138, i32 1, ptr @fulgur_host_outputs.139, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 99)
  call void @fulgur_rt_allocate(ptr %0, i32 104, i32 1, i32 4, ptr @fulgur_host_shape.140)
  %335 = call ptr @fulgur_rt_data(ptr %0, i32 104)
  %336 = getelementptr ptr, ptr %3, i64 0
  store ptr %335, ptr %336, align 8
  %337 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %337, align 8
  %338 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %338, align 8
  %339 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %339, align 8
  %340 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %340, align 8
  %341 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %341, align 8
  %342 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %342, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.141, ptr @fulgur_host_inputs.142, i32 2, ptr @fulgur_host_outputs.143, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 103)
  call void @fulgur_rt_free(ptr %0, i32 104)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.144, ptr @fulgur_host_inputs.145, i32 1, ptr @fulgur_host_outputs.146, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 83)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.147, ptr @fulgur_host_inputs.148, i32 1, ptr @fulgur_host_outputs.149, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 106)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.150, ptr @fulgur_host_inputs.151, i32 2, ptr @fulgur_host_outputs.152, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.153, ptr @fulgur_host_inputs.154, i32 1, ptr @fulgur_host_outputs.155, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 107)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.156, ptr @fulgur_host_inputs.157, i32 1, ptr @fulgur_host_outputs.158, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 109)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.159, ptr @fulgur_host_inputs.160, i32 1, ptr @fulgur_host_outputs.161, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.162, ptr @fulgur_host_inputs.163, i32 2, ptr @fulgur_host_outputs.164, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 110)
  call void @fulgur_rt_free(ptr %0, i32 111)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 95)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 98)
  call void @fulgur_rt_allocate(ptr %0, i32 114, i32 1, i32 3, ptr @fulgur_host_shape.165)
  call void @fulgur_rt_allocate(ptr %0, i32 115, i32 1, i32 2, ptr @fulgur_host_shape.166)
  %343 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %344 = getelementptr ptr, ptr %3, i64 0
  store ptr %343, ptr %344, align 8
  %345 = getelementptr i8, ptr %18, i64 4608
  %346 = getelementptr ptr, ptr %3, i64 1
  store ptr %345, ptr %346, align 8
  %347 = call ptr @fulgur_rt_data(ptr %0, i32 95)
  %348 = getelementptr ptr, ptr %3, i64 2
  store ptr %347, ptr %348, align 8
  %349 = call ptr @fulgur_rt_data(ptr %0, i32 98)
  %350 = getelementptr ptr, ptr %3, i64 3
  store ptr %349, ptr %350, align 8
  %351 = call ptr @fulgur_rt_data(ptr %0, i32 114)
  %352 = getelementptr ptr, ptr %3, i64 4
  store ptr %351, ptr %352, align 8
  %353 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %353, align 8
  %354 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %354, align 8
  %355 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %355, align 8
  %356 = getelementptr i64, ptr %4, i64 3
  store i64 32, ptr %356, align 8
  %357 = getelementptr i64, ptr %4, i64 4
  store i64 512, ptr %357, align 8
  %358 = getelementptr i64, ptr %4, i64 5
  store i64 128, ptr %358, align 8
  %359 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %359, align 8
  %360 = call i64 @fulgur_rt_stride(ptr %0, i32 29, i32 0)
  %361 = getelementptr i64, ptr %4, i64 7
  store i64 %360, ptr %361, align 8
  %362 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 0)
  %363 = getelementptr i64, ptr %4, i64 8
  store i64 %362, ptr %363, align 8
  %364 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 1)
  %365 = getelementptr i64, ptr %4, i64 9
  store i64 %364, ptr %365, align 8
  %366 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 2)
  %367 = getelementptr i64, ptr %4, i64 10
  store i64 %366, ptr %367, align 8
  %368 = call i64 @fulgur_rt_stride(ptr %0, i32 98, i32 0)
  %369 = getelementptr i64, ptr %4, i64 11
  store i64 %368, ptr %369, align 8
  %370 = call i64 @fulgur_rt_stride(ptr %0, i32 98, i32 1)
  %371 = getelementptr i64, ptr %4, i64 12
  store i64 %370, ptr %371, align 8
  %372 = call i64 @fulgur_rt_stride(ptr %0, i32 98, i32 2)
  %373 = getelementptr i64, ptr %4, i64 13
  store i64 %372, ptr %373, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %374 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %375 = getelementptr ptr, ptr %3, i64 0
  store ptr %374, ptr %375, align 8
  %376 = getelementptr i8, ptr %18, i64 4096
  %377 = getelementptr ptr, ptr %3, i64 1
  store ptr %376, ptr %377, align 8
  %378 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %378, align 8
  %379 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %379, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %380 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %381 = getelementptr ptr, ptr %3, i64 0
  store ptr %380, ptr %381, align 8
  %382 = getelementptr i8, ptr %18, i64 4608
  %383 = getelementptr ptr, ptr %3, i64 1
  store ptr %382, ptr %383, align 8
  %384 = call ptr @fulgur_rt_data(ptr %0, i32 95)
  %385 = getelementptr ptr, ptr %3, i64 2
  store ptr %384, ptr %385, align 8
  %386 = call ptr @fulgur_rt_data(ptr %0, i32 98)
  %387 = getelementptr ptr, ptr %3, i64 3
  store ptr %386, ptr %387, align 8
  %388 = call ptr @fulgur_rt_data(ptr %0, i32 115)
  %389 = getelementptr ptr, ptr %3, i64 4
  store ptr %388, ptr %389, align 8
  %390 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %390, align 8
  %391 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %391, align 8
  %392 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %392, align 8
  %393 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %393, align 8
  %394 = getelementptr i64, ptr %4, i64 4
  store i64 128, ptr %394, align 8
  %395 = getelementptr i64, ptr %4, i64 5
  store i64 8, ptr %395, align 8
  %396 = call i64 @fulgur_rt_stride(ptr %0, i32 29, i32 0)
  %397 = getelementptr i64, ptr %4, i64 6
  store i64 %396, ptr %397, align 8
  %398 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 0)
  %399 = getelementptr i64, ptr %4, i64 7
  store i64 %398, ptr %399, align 8
  %400 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 1)
  %401 = getelementptr i64, ptr %4, i64 8
  store i64 %400, ptr %401, align 8
  %402 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 2)
  %403 = getelementptr i64, ptr %4, i64 9
  store i64 %402, ptr %403, align 8
  %404 = call i64 @fulgur_rt_stride(ptr %0, i32 98, i32 0)
  %405 = getelementptr i64, ptr %4, i64 10
  store i64 %404, ptr %405, align 8
  %406 = call i64 @fulgur_rt_stride(ptr %0, i32 98, i32 1)
  %407 = getelementptr i64, ptr %4, i64 11
  store i64 %406, ptr %407, align 8
  %408 = call i64 @fulgur_rt_stride(ptr %0, i32 98, i32 2)
  %409 = getelementptr i64, ptr %4, i64 12
  store i64 %408, ptr %409, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 29)
  call void @fulgur_rt_free(ptr %0, i32 95)
  call void @fulgur_rt_free(ptr %0, i32 98)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.167, ptr @fulgur_host_inputs.168, i32 2, ptr @fulgur_host_outputs.169, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 114)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.170, ptr @fulgur_host_inputs.171, i32 1, ptr @fulgur_host_outputs.172, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 115)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.173, ptr @fulgur_host_inputs.174, i32 1, ptr @fulgur_host_outputs.175, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.176, ptr @fulgur_host_inputs.177, i32 2, ptr @fulgur_host_outputs.178, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 117)
  call void @fulgur_rt_free(ptr %0, i32 118)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 102)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 105)
  call void @fulgur_rt_allocate(ptr %0, i32 120, i32 1, i32 3, ptr @fulgur_host_shape.179)
  call void @fulgur_rt_allocate(ptr %0, i32 121, i32 1, i32 2, ptr @fulgur_host_shape.180)
  %410 = getelementptr i8, ptr %18, i64 4096
  %411 = getelementptr ptr, ptr %3, i64 0
  store ptr %410, ptr %411, align 8
  %412 = call ptr @fulgur_rt_data(ptr %0, i32 87)
  %413 = getelementptr ptr, ptr %3, i64 1
  store ptr %412, ptr %413, align 8
  %414 = call ptr @fulgur_rt_data(ptr %0, i32 102)
  %415 = getelementptr ptr, ptr %3, i64 2
  store ptr %414, ptr %415, align 8
  %416 = call ptr @fulgur_rt_data(ptr %0, i32 105)
  %417 = getelementptr ptr, ptr %3, i64 3
  store ptr %416, ptr %417, align 8
  %418 = call ptr @fulgur_rt_data(ptr %0, i32 120)
  %419 = getelementptr ptr, ptr %3, i64 4
  store ptr %418, ptr %419, align 8
  %420 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %420, align 8
  %421 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %421, align 8
  %422 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %422, align 8
  %423 = getelementptr i64, ptr %4, i64 3
  store i64 32, ptr %423, align 8
  %424 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 0)
  %425 = getelementptr i64, ptr %4, i64 4
  store i64 %424, ptr %425, align 8
  %426 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 1)
  %427 = getelementptr i64, ptr %4, i64 5
  store i64 %426, ptr %427, align 8
  %428 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 2)
  %429 = getelementptr i64, ptr %4, i64 6
  store i64 %428, ptr %429, align 8
  %430 = getelementptr i64, ptr %4, i64 7
  store i64 8, ptr %430, align 8
  %431 = call i64 @fulgur_rt_stride(ptr %0, i32 102, i32 0)
  %432 = getelementptr i64, ptr %4, i64 8
  store i64 %431, ptr %432, align 8
  %433 = call i64 @fulgur_rt_stride(ptr %0, i32 102, i32 1)
  %434 = getelementptr i64, ptr %4, i64 9
  store i64 %433, ptr %434, align 8
  %435 = call i64 @fulgur_rt_stride(ptr %0, i32 102, i32 2)
  %436 = getelementptr i64, ptr %4, i64 10
  store i64 %435, ptr %436, align 8
  %437 = call i64 @fulgur_rt_stride(ptr %0, i32 105, i32 0)
  %438 = getelementptr i64, ptr %4, i64 11
  store i64 %437, ptr %438, align 8
  %439 = call i64 @fulgur_rt_stride(ptr %0, i32 105, i32 1)
  %440 = getelementptr i64, ptr %4, i64 12
  store i64 %439, ptr %440, align 8
  %441 = call i64 @fulgur_rt_stride(ptr %0, i32 105, i32 2)
  %442 = getelementptr i64, ptr %4, i64 13
  store i64 %441, ptr %442, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %443 = getelementptr i8, ptr %18, i64 4096
  %444 = getelementptr ptr, ptr %3, i64 0
  store ptr %443, ptr %444, align 8
  %445 = call ptr @fulgur_rt_data(ptr %0, i32 87)
  %446 = getelementptr ptr, ptr %3, i64 1
  store ptr %445, ptr %446, align 8
  %447 = call ptr @fulgur_rt_data(ptr %0, i32 102)
  %448 = getelementptr ptr, ptr %3, i64 2
  store ptr %447, ptr %448, align 8
  %449 = call ptr @fulgur_rt_data(ptr %0, i32 105)
  %450 = getelementptr ptr, ptr %3, i64 3
  store ptr %449, ptr %450, align 8
  %451 = call ptr @fulgur_rt_data(ptr %0, i32 121)
  %452 = getelementptr ptr, ptr %3, i64 4
  store ptr %451, ptr %452, align 8
  %453 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %453, align 8
  %454 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %454, align 8
  %455 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %455, align 8
  %456 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 0)
  %457 = getelementptr i64, ptr %4, i64 3
  store i64 %456, ptr %457, align 8
  %458 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 1)
  %459 = getelementptr i64, ptr %4, i64 4
  store i64 %458, ptr %459, align 8
  %460 = call i64 @fulgur_rt_stride(ptr %0, i32 87, i32 2)
  %461 = getelementptr i64, ptr %4, i64 5
  store i64 %460, ptr %461, align 8
  %462 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %462, align 8
  %463 = call i64 @fulgur_rt_stride(ptr %0, i32 102, i32 0)
  %464 = getelementptr i64, ptr %4, i64 7
  store i64 %463, ptr %464, align 8
  %465 = call i64 @fulgur_rt_stride(ptr %0, i32 102, i32 1)
  %466 = getelementptr i64, ptr %4, i64 8
  store i64 %465, ptr %466, align 8
  %467 = call i64 @fulgur_rt_stride(ptr %0, i32 102, i32 2)
  %468 = getelementptr i64, ptr %4, i64 9
  store i64 %467, ptr %468, align 8
  %469 = call i64 @fulgur_rt_stride(ptr %0, i32 105, i32 0)
  %470 = getelementptr i64, ptr %4, i64 10
  store i64 %469, ptr %470, align 8
  %471 = call i64 @fulgur_rt_stride(ptr %0, i32 105, i32 1)
  %472 = getelementptr i64, ptr %4, i64 11
  store i64 %471, ptr %472, align 8
  %473 = call i64 @fulgur_rt_stride(ptr %0, i32 105, i32 2)
  %474 = getelementptr i64, ptr %4, i64 12
  store i64 %473, ptr %474, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 87)
  call void @fulgur_rt_free(ptr %0, i32 102)
  call void @fulgur_rt_free(ptr %0, i32 105)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.181, ptr @fulgur_host_inputs.182, i32 2, ptr @fulgur_host_outputs.183, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 120)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.184, ptr @fulgur_host_inputs.185, i32 1, ptr @fulgur_host_outputs.186, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 121)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.187, ptr @fulgur_host_inputs.188, i32 1, ptr @fulgur_host_outputs.189, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.190, ptr @fulgur_host_inputs.191, i32 2, ptr @fulgur_host_outputs.192, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 123)
  call void @fulgur_rt_free(ptr %0, i32 124)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 108)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 116)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 122)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 2)
  %475 = call ptr @fulgur_rt_data(ptr %0, i32 108)
  %476 = getelementptr ptr, ptr %3, i64 0
  store ptr %475, ptr %476, align 8
  %477 = call ptr @fulgur_rt_data(ptr %0, i32 116)
  %478 = getelementptr ptr, ptr %3, i64 1
  store ptr %477, ptr %478, align 8
  %479 = call ptr @fulgur_rt_data(ptr %0, i32 122)
  %480 = getelementptr ptr, ptr %3, i64 2
  store ptr %479, ptr %480, align 8
  %481 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %482 = getelementptr ptr, ptr %3, i64 3
  store ptr %481, ptr %482, align 8
  %483 = getelementptr i8, ptr %18, i64 12288
  %484 = getelementptr ptr, ptr %3, i64 4
  store ptr %483, ptr %484, align 8
  %485 = getelementptr i8, ptr %18, i64 16384
  %486 = getelementptr ptr, ptr %3, i64 5
  store ptr %485, ptr %486, align 8
  %487 = call ptr @fulgur_rt_data(ptr %0, i32 67)
  %488 = getelementptr ptr, ptr %3, i64 6
  store ptr %487, ptr %488, align 8
  %489 = getelementptr i8, ptr %18, i64 4096
  %490 = getelementptr ptr, ptr %3, i64 7
  store ptr %489, ptr %490, align 8
  %491 = getelementptr i8, ptr %18, i64 8192
  %492 = getelementptr ptr, ptr %3, i64 8
  store ptr %491, ptr %492, align 8
  %493 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %493, align 8
  %494 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %494, align 8
  %495 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %495, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 67)
  call void @fulgur_rt_free(ptr %0, i32 108)
  call void @fulgur_rt_free(ptr %0, i32 116)
  call void @fulgur_rt_free(ptr %0, i32 122)
  call void @fulgur_rt_allocate(ptr %0, i32 128, i32 1, i32 1, ptr @fulgur_host_shape.193)
  %496 = getelementptr i8, ptr %18, i64 4096
  %497 = getelementptr ptr, ptr %3, i64 0
  store ptr %496, ptr %497, align 8
  %498 = call ptr @fulgur_rt_data(ptr %0, i32 128)
  %499 = getelementptr ptr, ptr %3, i64 1
  store ptr %498, ptr %499, align 8
  %500 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %500, align 8
  %501 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %501, align 8
  %502 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %502, align 8
  %503 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %503, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_allocate(ptr %0, i32 129, i32 1, i32 2, ptr @fulgur_host_shape.194)
  %504 = getelementptr i8, ptr %18, i64 8192
  %505 = getelementptr ptr, ptr %3, i64 0
  store ptr %504, ptr %505, align 8
  %506 = call ptr @fulgur_rt_data(ptr %0, i32 129)
  %507 = getelementptr ptr, ptr %3, i64 1
  store ptr %506, ptr %507, align 8
  %508 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %508, align 8
  %509 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %509, align 8
  %510 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %510, align 8
  %511 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %511, align 8
  %512 = getelementptr i64, ptr %4, i64 4
  store i64 32, ptr %512, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_allocate(ptr %0, i32 130, i32 4, i32 2, ptr @fulgur_host_shape.195)
  call void @fulgur_rt_allocate(ptr %0, i32 131, i32 1, i32 2, ptr @fulgur_host_shape.196)
  %513 = call ptr @fulgur_rt_data(ptr %0, i32 131)
  %514 = getelementptr ptr, ptr %3, i64 0
  store ptr %513, ptr %514, align 8
  %515 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %515, align 8
  %516 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %516, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  %517 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %518 = getelementptr ptr, ptr %3, i64 0
  store ptr %517, ptr %518, align 8
  %519 = call ptr @fulgur_rt_data(ptr %0, i32 130)
  %520 = getelementptr ptr, ptr %3, i64 1
  store ptr %519, ptr %520, align 8
  %521 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %521, align 8
  %522 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %522, align 8
  %523 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %523, align 8
  %524 = call i64 @fulgur_rt_stride(ptr %0, i32 0, i32 0)
  %525 = getelementptr i64, ptr %4, i64 3
  store i64 %524, ptr %525, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.197, ptr @fulgur_host_inputs.198, i32 3, ptr @fulgur_host_outputs.199, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 129)
  call void @fulgur_rt_free(ptr %0, i32 130)
  call void @fulgur_rt_free(ptr %0, i32 131)
  call void @fulgur_rt_allocate(ptr %0, i32 133, i32 1, i32 1, ptr @fulgur_host_shape.200)
  %526 = call ptr @fulgur_rt_data(ptr %0, i32 38)
  %527 = getelementptr ptr, ptr %3, i64 0
  store ptr %526, ptr %527, align 8
  %528 = getelementptr i8, ptr %18, i64 0
  %529 = getelementptr ptr, ptr %3, i64 1
  store ptr %528, ptr %529, align 8
  %530 = call ptr @fulgur_rt_data(ptr %0, i32 133)
  %531 = getelementptr ptr, ptr %3, i64 2
  store ptr %530, ptr %531, align 8
  %532 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %532, align 8
  %533 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %533, align 8
  %534 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %534, align 8
  %535 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %535, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 38)
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
