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
  call void @fulgur_rt_free(ptr %0, i32 16)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.7, ptr @fulgur_host_inputs.8, i32 2, ptr @fulgur_host_outputs.9, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.10, ptr @fulgur_host_inputs.11, i32 2, ptr @fulgur_host_outputs.12, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.13, ptr @fulgur_host_inputs.14, i32 2, ptr @fulgur_host_outputs.15, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 18)
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
  call void @fulgur_rt_free(ptr %0, i32 22)
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
  call void @fulgur_rt_free(ptr %0, i32 36)
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
  call void @fulgur_rt_free(ptr %0, i32 38)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.54, ptr @fulgur_host_inputs.55, i32 1, ptr @fulgur_host_outputs.56, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 21)
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
  call void @fulgur_rt_free(ptr %0, i32 42)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 1, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 43)
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
  call void @fulgur_rt_free(ptr %0, i32 46)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.74, ptr @fulgur_host_inputs.75, i32 2, ptr @fulgur_host_outputs.76, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.77, ptr @fulgur_host_inputs.78, i32 2, ptr @fulgur_host_outputs.79, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 48)
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
  call void @fulgur_rt_free(ptr %0, i32 49)
  call void @fulgur_rt_free(ptr %0, i32 50)
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
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.85, ptr @fulgur_host_inputs.86, i32 2, ptr @fulgur_host_outputs.87, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 53)
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
  call void @fulgur_rt_free(ptr %0, i32 54)
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
