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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, ptr noalias %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
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
  %22 = sext i32 %20 to i64
  %23 = getelementptr float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = udiv i32 %20, 8
  %26 = urem i32 %25, 16
  %27 = trunc i64 %13 to i32
  %28 = mul i32 %26, %27
  %29 = urem i32 %20, 8
  %30 = add i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = call float @llvm.cos.f32(float %33)
  %35 = fmul float %24, %34
  %36 = sext i32 %20 to i64
  %37 = getelementptr float, ptr %2, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = call float @llvm.sin.f32(float %33)
  %40 = fmul float %38, %39
  %41 = fadd float %35, %40
  %42 = sext i32 %20 to i64
  %43 = getelementptr float, ptr %5, i64 %42
  store float %41, ptr %43, align 4
  %44 = sext i32 %20 to i64
  %45 = getelementptr float, ptr %3, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fmul float %46, %34
  %48 = sext i32 %20 to i64
  %49 = getelementptr float, ptr %4, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, %39
  %52 = fadd float %47, %51
  %53 = sext i32 %20 to i64
  %54 = getelementptr float, ptr %6, i64 %53
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
  %12 = getelementptr ptr, ptr %0, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr ptr, ptr %0, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr ptr, ptr %0, i64 6
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 1
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 2
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 3
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 4
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 5
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 6
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion4_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %19 = trunc i64 %17 to i32
  %20 = call i32 @llvm.smax.i32(i32 0, i32 %19)
  %21 = trunc i64 %18 to i32
  %22 = call i32 @llvm.smin.i32(i32 64, i32 %21)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %23 = phi i32 [ %20, %body ], [ %76, %j.exit ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %25 = mul i32 %23, 16
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %26 = phi i32 [ 0, %r.body ], [ %75, %j.body ]
  %27 = icmp slt i32 %26, 16
  br i1 %27, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %28 = udiv i32 %23, 32
  %29 = trunc i64 %10 to i32
  %30 = mul i32 %28, %29
  %31 = udiv i32 %23, 8
  %32 = urem i32 %31, 4
  %33 = trunc i64 %11 to i32
  %34 = mul i32 %32, %33
  %35 = add i32 %30, %34
  %36 = trunc i64 %12 to i32
  %37 = mul i32 %26, %36
  %38 = add i32 %35, %37
  %39 = urem i32 %23, 8
  %40 = add i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr float, ptr %1, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = trunc i64 %13 to i32
  %45 = mul i32 %26, %44
  %46 = urem i32 %23, 8
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = call float @llvm.cos.f32(float %50)
  %52 = fmul float %43, %51
  %53 = udiv i32 %23, 32
  %54 = trunc i64 %14 to i32
  %55 = mul i32 %53, %54
  %56 = udiv i32 %23, 8
  %57 = urem i32 %56, 4
  %58 = trunc i64 %15 to i32
  %59 = mul i32 %57, %58
  %60 = add i32 %55, %59
  %61 = trunc i64 %16 to i32
  %62 = mul i32 %26, %61
  %63 = add i32 %60, %62
  %64 = urem i32 %23, 8
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %2, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = call float @llvm.sin.f32(float %50)
  %70 = fmul float %68, %69
  %71 = fadd float %52, %70
  %72 = add i32 %25, %26
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr %3, i64 %73
  store float %71, ptr %74, align 4
  %75 = add nuw nsw i32 %26, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %76 = add nuw nsw i32 %23, 1
  br label %r.head
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
  %32 = getelementptr i64, ptr %1, i64 10
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 11
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr i64, ptr %1, i64 12
  %37 = load i64, ptr %36, align 8
  call void @fulgur_cpuFusion4_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca [16 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %10 to i32
  %17 = call i32 @llvm.smin.i32(i32 128, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %18 = phi i32 [ %15, %body ], [ %109, %e.exit6 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %12, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %21 = icmp slt i32 %20, 16
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = sext i32 %20 to i64
  %23 = urem i32 %18, 16
  %24 = sext i32 %23 to i64
  %25 = sub i64 %22, %24
  %26 = icmp sle i64 %25, 0
  %27 = select i1 %26, i1 true, i1 false
  %28 = mul i32 %18, 16
  %29 = add i32 %28, %20
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul float %32, 0x3F96A09E60000000
  %34 = select i1 %27, float %33, float 0xFFF0000000000000
  %35 = load float, ptr %12, align 4
  %36 = call reassoc float @llvm.maximum.f32(float %35, float %34)
  store float %36, ptr %12, align 4
  %37 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %38 = phi i32 [ 0, %e.exit ], [ %87, %e.body2 ]
  %39 = icmp slt i32 %38, 16
  br i1 %39, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %40 = sext i32 %38 to i64
  %41 = urem i32 %18, 16
  %42 = sext i32 %41 to i64
  %43 = sub i64 %40, %42
  %44 = icmp sle i64 %43, 0
  %45 = select i1 %44, i1 true, i1 false
  %46 = mul i32 %18, 16
  %47 = add i32 %46, %38
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, 0x3F96A09E60000000
  %52 = select i1 %45, float %51, float 0xFFF0000000000000
  %53 = load float, ptr %12, align 4
  %54 = fcmp une float %53, 0xFFF0000000000000
  %55 = load float, ptr %12, align 4
  %56 = select i1 %54, float %55, float 0.000000e+00
  %57 = fsub float %52, %56
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
  %84 = getelementptr [16 x float], ptr %13, i64 0, i64 %83
  store float %82, ptr %84, align 4
  %85 = load float, ptr %11, align 4
  %86 = fadd reassoc float %85, %82
  store float %86, ptr %11, align 4
  %87 = add nuw nsw i32 %38, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %88 = load float, ptr %12, align 4
  %89 = sext i32 %18 to i64
  %90 = getelementptr float, ptr %2, i64 %89
  store float %88, ptr %90, align 4
  %91 = load float, ptr %11, align 4
  %92 = sext i32 %18 to i64
  %93 = getelementptr float, ptr %3, i64 %92
  store float %91, ptr %93, align 4
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %94 = phi i32 [ 0, %e.exit3 ], [ %108, %e.body5 ]
  %95 = icmp slt i32 %94, 16
  br i1 %95, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %96 = sext i32 %94 to i64
  %97 = getelementptr [16 x float], ptr %13, i64 0, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = load float, ptr %11, align 4
  %100 = fcmp oeq float %99, 0.000000e+00
  %101 = load float, ptr %11, align 4
  %102 = select i1 %100, float 1.000000e+00, float %101
  %103 = fdiv float %98, %102
  %104 = mul i32 %18, 16
  %105 = add i32 %104, %94
  %106 = sext i32 %105 to i64
  %107 = getelementptr float, ptr %1, i64 %106
  store float %103, ptr %107, align 4
  %108 = add nuw nsw i32 %94, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %109 = add nuw nsw i32 %18, 1
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
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion7_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion7(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion7_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion8_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  %12 = getelementptr i64, ptr %1, i64 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 2
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion8_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion9_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
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
  call void @fulgur_cpuFusion9_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion10_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
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
define void @fulgur_cpuFusion10(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion10_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion11_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5) #0 {
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
  call void @fulgur_cpuFusion11_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_shape.47 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_shape.48 = private constant [4 x i64] [i64 2, i64 4, i64 8, i64 16]
@fulgur_host_proxies.49 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.50 = private constant [2 x i32] [i32 34, i32 36]
@fulgur_host_outputs.51 = private constant [1 x i32] [i32 37]
@fulgur_host_proxies.52 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.53 = private constant [1 x i32] [i32 21]
@fulgur_host_outputs.54 = private constant [1 x i32] [i32 38]
@fulgur_host_proxies.55 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.56 = private constant [1 x i32] [i32 38]
@fulgur_host_outputs.57 = private constant [1 x i32] [i32 39]
@fulgur_host_shape.58 = private constant [3 x i64] [i64 2, i64 4, i64 16]
@fulgur_host_shape.59 = private constant [3 x i64] [i64 2, i64 4, i64 16]
@fulgur_host_shape.60 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.61 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.62 = private constant [2 x i32] [i32 42, i32 39]
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
  %3 = alloca [7 x ptr], align 8
  %4 = alloca [13 x i64], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 28)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 33)
  call void @fulgur_rt_allocate(ptr %0, i32 34, i32 1, i32 4, ptr @fulgur_host_shape.46)
  call void @fulgur_rt_allocate(ptr %0, i32 35, i32 1, i32 4, ptr @fulgur_host_shape.47)
  call void @fulgur_rt_allocate(ptr %0, i32 36, i32 1, i32 4, ptr @fulgur_host_shape.48)
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %69 = getelementptr ptr, ptr %3, i64 0
  store ptr %68, ptr %69, align 8
  %70 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %71 = getelementptr ptr, ptr %3, i64 1
  store ptr %70, ptr %71, align 8
  %72 = call ptr @fulgur_rt_data(ptr %0, i32 28)
  %73 = getelementptr ptr, ptr %3, i64 2
  store ptr %72, ptr %73, align 8
  %74 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %75 = getelementptr ptr, ptr %3, i64 3
  store ptr %74, ptr %75, align 8
  %76 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %77 = getelementptr ptr, ptr %3, i64 4
  store ptr %76, ptr %77, align 8
  %78 = call ptr @fulgur_rt_data(ptr %0, i32 34)
  %79 = getelementptr ptr, ptr %3, i64 5
  store ptr %78, ptr %79, align 8
  %80 = call ptr @fulgur_rt_data(ptr %0, i32 35)
  %81 = getelementptr ptr, ptr %3, i64 6
  store ptr %80, ptr %81, align 8
  %82 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %82, align 8
  %83 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %83, align 8
  %84 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %84, align 8
  %85 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %85, align 8
  %86 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %86, align 8
  %87 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %87, align 8
  %88 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %89 = getelementptr i64, ptr %4, i64 6
  store i64 %88, ptr %89, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %90 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %91 = getelementptr ptr, ptr %3, i64 0
  store ptr %90, ptr %91, align 8
  %92 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %93 = getelementptr ptr, ptr %3, i64 1
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %95 = getelementptr ptr, ptr %3, i64 2
  store ptr %94, ptr %95, align 8
  %96 = call ptr @fulgur_rt_data(ptr %0, i32 36)
  %97 = getelementptr ptr, ptr %3, i64 3
  store ptr %96, ptr %97, align 8
  %98 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %98, align 8
  %99 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %99, align 8
  %100 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %100, align 8
  %101 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %101, align 8
  %102 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %102, align 8
  %103 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %103, align 8
  %104 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 0)
  %105 = getelementptr i64, ptr %4, i64 6
  store i64 %104, ptr %105, align 8
  %106 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 1)
  %107 = getelementptr i64, ptr %4, i64 7
  store i64 %106, ptr %107, align 8
  %108 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 2)
  %109 = getelementptr i64, ptr %4, i64 8
  store i64 %108, ptr %109, align 8
  %110 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %111 = getelementptr i64, ptr %4, i64 9
  store i64 %110, ptr %111, align 8
  %112 = call i64 @fulgur_rt_stride(ptr %0, i32 33, i32 0)
  %113 = getelementptr i64, ptr %4, i64 10
  store i64 %112, ptr %113, align 8
  %114 = call i64 @fulgur_rt_stride(ptr %0, i32 33, i32 1)
  %115 = getelementptr i64, ptr %4, i64 11
  store i64 %114, ptr %115, align 8
  %116 = call i64 @fulgur_rt_stride(ptr %0, i32 33, i32 2)
  %117 = getelementptr i64, ptr %4, i64 12
  store i64 %116, ptr %117, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 64)
  call void @fulgur_rt_free(ptr %0, i32 23)
  call void @fulgur_rt_free(ptr %0, i32 25)
  call void @fulgur_rt_free(ptr %0, i32 28)
  call void @fulgur_rt_free(ptr %0, i32 30)
  call void @fulgur_rt_free(ptr %0, i32 33)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.49, ptr @fulgur_host_inputs.50, i32 2, ptr @fulgur_host_outputs.51, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.52, ptr @fulgur_host_inputs.53, i32 1, ptr @fulgur_host_outputs.54, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.55, ptr @fulgur_host_inputs.56, i32 1, ptr @fulgur_host_outputs.57, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 38)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 37)
  call void @fulgur_rt_allocate(ptr %0, i32 40, i32 1, i32 3, ptr @fulgur_host_shape.58)
  call void @fulgur_rt_allocate(ptr %0, i32 41, i32 1, i32 3, ptr @fulgur_host_shape.59)
  call void @fulgur_rt_allocate(ptr %0, i32 42, i32 1, i32 4, ptr @fulgur_host_shape.60)
  %118 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %119 = getelementptr ptr, ptr %3, i64 0
  store ptr %118, ptr %119, align 8
  %120 = call ptr @fulgur_rt_data(ptr %0, i32 42)
  %121 = getelementptr ptr, ptr %3, i64 1
  store ptr %120, ptr %121, align 8
  %122 = call ptr @fulgur_rt_data(ptr %0, i32 40)
  %123 = getelementptr ptr, ptr %3, i64 2
  store ptr %122, ptr %123, align 8
  %124 = call ptr @fulgur_rt_data(ptr %0, i32 41)
  %125 = getelementptr ptr, ptr %3, i64 3
  store ptr %124, ptr %125, align 8
  %126 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %126, align 8
  %127 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %127, align 8
  %128 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %128, align 8
  %129 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %129, align 8
  %130 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %130, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.61, ptr @fulgur_host_inputs.62, i32 2, ptr @fulgur_host_outputs.63, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_free(ptr %0, i32 42)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 1, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.67, ptr @fulgur_host_inputs.68, i32 1, ptr @fulgur_host_outputs.69, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 44)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.70, ptr @fulgur_host_inputs.71, i32 2, ptr @fulgur_host_outputs.72, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 46)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 8)
  call void @fulgur_rt_allocate(ptr %0, i32 48, i32 1, i32 3, ptr @fulgur_host_shape.73)
  %131 = getelementptr i8, ptr %18, i64 0
  %132 = getelementptr ptr, ptr %3, i64 0
  store ptr %131, ptr %132, align 8
  %133 = call ptr @fulgur_rt_data(ptr %0, i32 46)
  %134 = getelementptr ptr, ptr %3, i64 1
  store ptr %133, ptr %134, align 8
  %135 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %136 = getelementptr ptr, ptr %3, i64 2
  store ptr %135, ptr %136, align 8
  %137 = getelementptr i8, ptr %18, i64 4096
  %138 = getelementptr ptr, ptr %3, i64 3
  store ptr %137, ptr %138, align 8
  %139 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %140 = getelementptr ptr, ptr %3, i64 4
  store ptr %139, ptr %140, align 8
  %141 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %141, align 8
  %142 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %142, align 8
  %143 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %143, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.74, ptr @fulgur_host_inputs.75, i32 2, ptr @fulgur_host_outputs.76, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.77, ptr @fulgur_host_inputs.78, i32 2, ptr @fulgur_host_outputs.79, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 49)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 50)
  call void @fulgur_rt_allocate(ptr %0, i32 51, i32 1, i32 3, ptr @fulgur_host_shape.80)
  %144 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %145 = getelementptr ptr, ptr %3, i64 0
  store ptr %144, ptr %145, align 8
  %146 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %147 = getelementptr ptr, ptr %3, i64 1
  store ptr %146, ptr %147, align 8
  %148 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %149 = getelementptr ptr, ptr %3, i64 2
  store ptr %148, ptr %149, align 8
  %150 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %150, align 8
  %151 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %151, align 8
  %152 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %152, align 8
  %153 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %153, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.81, ptr @fulgur_host_inputs.82, i32 2, ptr @fulgur_host_outputs.83, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 52)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 12)
  call void @fulgur_rt_allocate(ptr %0, i32 53, i32 1, i32 3, ptr @fulgur_host_shape.84)
  %154 = getelementptr i8, ptr %18, i64 4096
  %155 = getelementptr ptr, ptr %3, i64 0
  store ptr %154, ptr %155, align 8
  %156 = call ptr @fulgur_rt_data(ptr %0, i32 52)
  %157 = getelementptr ptr, ptr %3, i64 1
  store ptr %156, ptr %157, align 8
  %158 = call ptr @fulgur_rt_data(ptr %0, i32 12)
  %159 = getelementptr ptr, ptr %3, i64 2
  store ptr %158, ptr %159, align 8
  %160 = call ptr @fulgur_rt_data(ptr %0, i32 53)
  %161 = getelementptr ptr, ptr %3, i64 3
  store ptr %160, ptr %161, align 8
  %162 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %162, align 8
  %163 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %163, align 8
  %164 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %164, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.85, ptr @fulgur_host_inputs.86, i32 2, ptr @fulgur_host_outputs.87, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 54)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 55, i32 1, i32 2, ptr @fulgur_host_shape.88)
  call void @fulgur_rt_allocate(ptr %0, i32 56, i32 4, i32 2, ptr @fulgur_host_shape.89)
  %165 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %166 = getelementptr ptr, ptr %3, i64 0
  store ptr %165, ptr %166, align 8
  %167 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %168 = getelementptr ptr, ptr %3, i64 1
  store ptr %167, ptr %168, align 8
  %169 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %170 = getelementptr ptr, ptr %3, i64 2
  store ptr %169, ptr %170, align 8
  %171 = call ptr @fulgur_rt_data(ptr %0, i32 56)
  %172 = getelementptr ptr, ptr %3, i64 3
  store ptr %171, ptr %172, align 8
  %173 = getelementptr i8, ptr %18, i64 0
  %174 = getelementptr ptr, ptr %3, i64 4
  store ptr %173, ptr %174, align 8
  %175 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %175, align 8
  %176 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %176, align 8
  %177 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 0)
  %178 = getelementptr i64, ptr %4, i64 2
  store i64 %177, ptr %178, align 8
  %179 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 1)
  %180 = getelementptr i64, ptr %4, i64 3
  store i64 %179, ptr %180, align 8
  %181 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %182 = getelementptr i64, ptr %4, i64 4
  store i64 %181, ptr %182, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.90, ptr @fulgur_host_inputs.91, i32 2, ptr @fulgur_host_outputs.92, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 55)
  call void @fulgur_rt_free(ptr %0, i32 56)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 58)
  %183 = call ptr @fulgur_rt_data(ptr %0, i32 58)
  %184 = getelementptr ptr, ptr %3, i64 0
  store ptr %183, ptr %184, align 8
  %185 = getelementptr i8, ptr %18, i64 0
  %186 = getelementptr ptr, ptr %3, i64 1
  store ptr %185, ptr %186, align 8
  %187 = getelementptr i8, ptr %18, i64 128
  %188 = getelementptr ptr, ptr %3, i64 2
  store ptr %187, ptr %188, align 8
  %189 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %189, align 8
  %190 = call i64 @fulgur_rt_stride(ptr %0, i32 58, i32 0)
  %191 = getelementptr i64, ptr %4, i64 1
  store i64 %190, ptr %191, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  call void @fulgur_rt_free(ptr %0, i32 58)
  call void @fulgur_rt_allocate(ptr %0, i32 60, i32 1, i32 0, ptr null)
  %192 = getelementptr i8, ptr %18, i64 0
  %193 = getelementptr ptr, ptr %3, i64 0
  store ptr %192, ptr %193, align 8
  %194 = getelementptr i8, ptr %18, i64 128
  %195 = getelementptr ptr, ptr %3, i64 1
  store ptr %194, ptr %195, align 8
  %196 = call ptr @fulgur_rt_data(ptr %0, i32 60)
  %197 = getelementptr ptr, ptr %3, i64 2
  store ptr %196, ptr %197, align 8
  %198 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %198, align 8
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
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %14 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %15 to i32
  %19 = call i32 @llvm.smin.i32(i32 32, i32 %18)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %20 = phi i32 [ %17, %body ], [ %83, %j.exit ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %22 = mul i32 %20, 86
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %23 = phi i32 [ 0, %r.body ], [ %82, %j.body ]
  %24 = icmp slt i32 %23, 86
  br i1 %24, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %25 = mul i32 %20, 86
  %26 = add i32 %23, %25
  %27 = udiv i32 %26, 1376
  %28 = urem i32 %27, 2
  %29 = trunc i64 %8 to i32
  %30 = mul i32 %28, %29
  %31 = udiv i32 %26, 86
  %32 = urem i32 %31, 16
  %33 = trunc i64 %9 to i32
  %34 = mul i32 %32, %33
  %35 = add i32 %30, %34
  %36 = urem i32 %26, 86
  %37 = add i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fneg float %40
  %42 = call float @llvm.exp.f32(float %41)
  %43 = fadd float 1.000000e+00, %42
  %44 = fdiv float 1.000000e+00, %43
  %45 = fmul float %40, %44
  %46 = udiv i32 %26, 1376
  %47 = urem i32 %46, 2
  %48 = trunc i64 %10 to i32
  %49 = mul i32 %47, %48
  %50 = udiv i32 %26, 86
  %51 = urem i32 %50, 16
  %52 = trunc i64 %11 to i32
  %53 = mul i32 %51, %52
  %54 = add i32 %49, %53
  %55 = urem i32 %26, 86
  %56 = add i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %1, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = fmul float %45, %59
  %61 = add i32 %22, %23
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr %3, i64 %62
  store float %60, ptr %63, align 4
  %64 = udiv i32 %26, 1376
  %65 = urem i32 %64, 2
  %66 = trunc i64 %12 to i32
  %67 = mul i32 %65, %66
  %68 = udiv i32 %26, 86
  %69 = urem i32 %68, 16
  %70 = trunc i64 %13 to i32
  %71 = mul i32 %69, %70
  %72 = add i32 %67, %71
  %73 = urem i32 %26, 86
  %74 = add i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr float, ptr %2, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fmul float %77, %45
  %79 = add i32 %22, %23
  %80 = sext i32 %79 to i64
  %81 = getelementptr float, ptr %4, i64 %80
  store float %78, ptr %81, align 4
  %82 = add nuw nsw i32 %23, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %83 = add nuw nsw i32 %20, 1
  br label %r.head
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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion6_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias readonly %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %8 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %9 to i32
  %13 = call i32 @llvm.smin.i32(i32 2752, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %30, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = sext i32 %14 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fneg float %21
  %23 = call float @llvm.exp.f32(float %22)
  %24 = fadd float 1.000000e+00, %23
  %25 = fdiv float 1.000000e+00, %24
  %26 = fmul float %21, %25
  %27 = fmul float %18, %26
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
define void @fulgur_cpuFusion6_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion6_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion11_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, ptr noalias %6, ptr noalias %7, ptr noalias %8, ptr noalias %9, ptr noalias %10, ptr noalias %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21, i64 %22, i64 %23, i64 %24, i64 %25) #0 {
entry:
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca [16 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %29 = trunc i64 %24 to i32
  %30 = call i32 @llvm.smax.i32(i32 0, i32 %29)
  %31 = trunc i64 %25 to i32
  %32 = call i32 @llvm.smin.i32(i32 128, i32 %31)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %33 = phi i32 [ %30, %body ], [ %289, %e.exit3 ]
  %34 = icmp slt i32 %33, %32
  br i1 %34, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %27, align 4
  store float 0.000000e+00, ptr %26, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %35 = phi i32 [ 0, %row.body ], [ %123, %e.body ]
  %36 = icmp slt i32 %35, 16
  br i1 %36, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %37 = mul i32 %33, 16
  %38 = add i32 %37, %35
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %3, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fneg float %41
  %43 = sext i32 %35 to i64
  %44 = urem i32 %33, 16
  %45 = sext i32 %44 to i64
  %46 = sub i64 %43, %45
  %47 = icmp sle i64 %46, 0
  %48 = select i1 %47, i1 true, i1 false
  %49 = mul i32 %33, 16
  %50 = add i32 %49, %35
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fmul float %53, 0x3F96A09E60000000
  %55 = select i1 %48, float %54, float 0xFFF0000000000000
  %56 = udiv i32 %33, 64
  %57 = trunc i64 %17 to i32
  %58 = mul i32 %56, %57
  %59 = udiv i32 %33, 16
  %60 = urem i32 %59, 4
  %61 = trunc i64 %18 to i32
  %62 = mul i32 %60, %61
  %63 = add i32 %58, %62
  %64 = urem i32 %33, 16
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fcmp une float %68, 0xFFF0000000000000
  %70 = select i1 %69, float %68, float 0.000000e+00
  %71 = fsub float %55, %70
  %72 = call float @llvm.maximum.f32(float %71, float -1.040000e+02)
  %73 = call float @llvm.minimum.f32(float %72, float 0x4056333340000000)
  %74 = fmul float %73, 0x3FF7154760000000
  %75 = call float @llvm.roundeven.f32(float %74)
  %76 = call float @llvm.fmuladd.f32(float %75, float 0xBFE62E4000000000, float %73)
  %77 = call float @llvm.fmuladd.f32(float %75, float 0xBEB7F7D1C0000000, float %76)
  %78 = call float @llvm.fmuladd.f32(float %77, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %79 = call float @llvm.fmuladd.f32(float %77, float %78, float 0x3FA5555560000000)
  %80 = call float @llvm.fmuladd.f32(float %77, float %79, float 0x3FC5555560000000)
  %81 = call float @llvm.fmuladd.f32(float %77, float %80, float 5.000000e-01)
  %82 = call float @llvm.fmuladd.f32(float %77, float %81, float 1.000000e+00)
  %83 = call float @llvm.fmuladd.f32(float %77, float %82, float 1.000000e+00)
  %84 = fcmp uno float %75, %75
  %85 = select i1 %84, float 0.000000e+00, float %75
  %86 = fptosi float %85 to i32
  %87 = ashr i32 %86, 1
  %88 = sub i32 %86, %87
  %89 = add i32 %88, 127
  %90 = shl i32 %89, 23
  %91 = bitcast i32 %90 to float
  %92 = add i32 %87, 127
  %93 = shl i32 %92, 23
  %94 = bitcast i32 %93 to float
  %95 = fmul float %83, %94
  %96 = fmul float %95, %91
  %97 = sext i32 %35 to i64
  %98 = getelementptr [16 x float], ptr %28, i64 0, i64 %97
  store float %96, ptr %98, align 4
  %99 = fmul float %42, %96
  %100 = udiv i32 %33, 64
  %101 = trunc i64 %19 to i32
  %102 = mul i32 %100, %101
  %103 = udiv i32 %33, 16
  %104 = urem i32 %103, 4
  %105 = trunc i64 %20 to i32
  %106 = mul i32 %104, %105
  %107 = add i32 %102, %106
  %108 = urem i32 %33, 16
  %109 = add i32 %107, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr float, ptr %2, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = fcmp oeq float %112, 0.000000e+00
  %114 = select i1 %113, float 1.000000e+00, float %112
  %115 = fmul float %114, %114
  %116 = fdiv float %99, %115
  %117 = load float, ptr %27, align 4
  %118 = fadd reassoc float %117, %116
  store float %118, ptr %27, align 4
  %119 = fcmp oeq float %55, %68
  %120 = uitofp i1 %119 to float
  %121 = load float, ptr %26, align 4
  %122 = fadd reassoc float %121, %120
  store float %122, ptr %26, align 4
  %123 = add nuw nsw i32 %35, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %124 = udiv i32 %33, 64
  %125 = trunc i64 %17 to i32
  %126 = mul i32 %124, %125
  %127 = udiv i32 %33, 16
  %128 = urem i32 %127, 4
  %129 = trunc i64 %18 to i32
  %130 = mul i32 %128, %129
  %131 = add i32 %126, %130
  %132 = urem i32 %33, 16
  %133 = add i32 %131, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr float, ptr %1, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = fcmp une float %136, 0xFFF0000000000000
  %138 = sext i32 %33 to i64
  %139 = getelementptr i8, ptr %10, i64 %138
  %140 = zext i1 %137 to i8
  store i8 %140, ptr %139, align 1
  %141 = udiv i32 %33, 64
  %142 = trunc i64 %19 to i32
  %143 = mul i32 %141, %142
  %144 = udiv i32 %33, 16
  %145 = urem i32 %144, 4
  %146 = trunc i64 %20 to i32
  %147 = mul i32 %145, %146
  %148 = add i32 %143, %147
  %149 = urem i32 %33, 16
  %150 = add i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr float, ptr %2, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fcmp oeq float %153, 0.000000e+00
  %155 = load float, ptr %27, align 4
  %156 = select i1 %154, float 0.000000e+00, float %155
  %157 = sext i32 %33 to i64
  %158 = getelementptr float, ptr %11, i64 %157
  store float %156, ptr %158, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %159 = phi i32 [ 0, %e.exit ], [ %288, %e.body2 ]
  %160 = icmp slt i32 %159, 16
  br i1 %160, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %161 = sext i32 %159 to i64
  %162 = urem i32 %33, 16
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = icmp sle i64 %164, 0
  %166 = select i1 %165, i1 true, i1 false
  %167 = mul i32 %33, 16
  %168 = add i32 %167, %159
  %169 = sext i32 %168 to i64
  %170 = getelementptr i8, ptr %4, i64 %169
  %171 = zext i1 %166 to i8
  store i8 %171, ptr %170, align 1
  %172 = sext i32 %159 to i64
  %173 = getelementptr [16 x float], ptr %28, i64 0, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = mul i32 %33, 16
  %176 = add i32 %175, %159
  %177 = sext i32 %176 to i64
  %178 = getelementptr float, ptr %5, i64 %177
  store float %174, ptr %178, align 4
  %179 = sub i64 %163, %161
  %180 = icmp sle i64 %179, 0
  %181 = select i1 %180, i1 true, i1 false
  %182 = udiv i32 %33, 64
  %183 = trunc i64 %21 to i32
  %184 = mul i32 %182, %183
  %185 = udiv i32 %33, 16
  %186 = urem i32 %185, 4
  %187 = trunc i64 %22 to i32
  %188 = mul i32 %186, %187
  %189 = add i32 %184, %188
  %190 = trunc i64 %23 to i32
  %191 = mul i32 %159, %190
  %192 = add i32 %189, %191
  %193 = urem i32 %33, 16
  %194 = add i32 %192, %193
  %195 = sext i32 %194 to i64
  %196 = getelementptr float, ptr %0, i64 %195
  %197 = load float, ptr %196, align 4
  %198 = fmul float %197, 0x3F96A09E60000000
  %199 = select i1 %181, float %198, float 0xFFF0000000000000
  %200 = udiv i32 %33, 64
  %201 = trunc i64 %17 to i32
  %202 = mul i32 %200, %201
  %203 = udiv i32 %33, 16
  %204 = urem i32 %203, 4
  %205 = trunc i64 %18 to i32
  %206 = mul i32 %204, %205
  %207 = add i32 %202, %206
  %208 = add i32 %207, %159
  %209 = sext i32 %208 to i64
  %210 = getelementptr float, ptr %1, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = fcmp une float %211, 0xFFF0000000000000
  %213 = select i1 %212, float %211, float 0.000000e+00
  %214 = fsub float %199, %213
  %215 = call float @llvm.maximum.f32(float %214, float -1.040000e+02)
  %216 = call float @llvm.minimum.f32(float %215, float 0x4056333340000000)
  %217 = fmul float %216, 0x3FF7154760000000
  %218 = call float @llvm.roundeven.f32(float %217)
  %219 = call float @llvm.fmuladd.f32(float %218, float 0xBFE62E4000000000, float %216)
  %220 = call float @llvm.fmuladd.f32(float %218, float 0xBEB7F7D1C0000000, float %219)
  %221 = call float @llvm.fmuladd.f32(float %220, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %222 = call float @llvm.fmuladd.f32(float %220, float %221, float 0x3FA5555560000000)
  %223 = call float @llvm.fmuladd.f32(float %220, float %222, float 0x3FC5555560000000)
  %224 = call float @llvm.fmuladd.f32(float %220, float %223, float 5.000000e-01)
  %225 = call float @llvm.fmuladd.f32(float %220, float %224, float 1.000000e+00)
  %226 = call float @llvm.fmuladd.f32(float %220, float %225, float 1.000000e+00)
  %227 = fcmp uno float %218, %218
  %228 = select i1 %227, float 0.000000e+00, float %218
  %229 = fptosi float %228 to i32
  %230 = ashr i32 %229, 1
  %231 = sub i32 %229, %230
  %232 = add i32 %231, 127
  %233 = shl i32 %232, 23
  %234 = bitcast i32 %233 to float
  %235 = add i32 %230, 127
  %236 = shl i32 %235, 23
  %237 = bitcast i32 %236 to float
  %238 = fmul float %226, %237
  %239 = fmul float %238, %234
  %240 = udiv i32 %33, 64
  %241 = trunc i64 %19 to i32
  %242 = mul i32 %240, %241
  %243 = udiv i32 %33, 16
  %244 = urem i32 %243, 4
  %245 = trunc i64 %20 to i32
  %246 = mul i32 %244, %245
  %247 = add i32 %242, %246
  %248 = add i32 %247, %159
  %249 = sext i32 %248 to i64
  %250 = getelementptr float, ptr %2, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = fcmp oeq float %251, 0.000000e+00
  %253 = select i1 %252, float 1.000000e+00, float %251
  %254 = fdiv float %239, %253
  %255 = mul i32 %33, 16
  %256 = add i32 %255, %159
  %257 = sext i32 %256 to i64
  %258 = getelementptr float, ptr %6, i64 %257
  store float %254, ptr %258, align 4
  %259 = mul i32 %33, 16
  %260 = add i32 %259, %159
  %261 = sext i32 %260 to i64
  %262 = getelementptr float, ptr %3, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = select i1 %154, float 1.000000e+00, float %153
  %265 = fdiv float %263, %264
  %266 = mul i32 %33, 16
  %267 = add i32 %266, %159
  %268 = sext i32 %267 to i64
  %269 = getelementptr float, ptr %7, i64 %268
  store float %265, ptr %269, align 4
  %270 = mul i32 %33, 16
  %271 = add i32 %270, %159
  %272 = sext i32 %271 to i64
  %273 = getelementptr float, ptr %0, i64 %272
  %274 = load float, ptr %273, align 4
  %275 = fmul float %274, 0x3F96A09E60000000
  %276 = select i1 %166, float %275, float 0xFFF0000000000000
  %277 = fcmp oeq float %276, %136
  %278 = uitofp i1 %277 to float
  %279 = mul i32 %33, 16
  %280 = add i32 %279, %159
  %281 = sext i32 %280 to i64
  %282 = getelementptr float, ptr %8, i64 %281
  store float %278, ptr %282, align 4
  %283 = load float, ptr %26, align 4
  %284 = mul i32 %33, 16
  %285 = add i32 %284, %159
  %286 = sext i32 %285 to i64
  %287 = getelementptr float, ptr %9, i64 %286
  store float %283, ptr %287, align 4
  %288 = add nuw nsw i32 %159, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %289 = add nuw nsw i32 %33, 1
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
define void @fulgur_cpuFusion11(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  %26 = getelementptr ptr, ptr %0, i64 11
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 0
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 1
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr i64, ptr %1, i64 2
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 3
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr i64, ptr %1, i64 4
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr i64, ptr %1, i64 5
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr i64, ptr %1, i64 6
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr i64, ptr %1, i64 7
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr i64, ptr %1, i64 8
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr i64, ptr %1, i64 9
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr i64, ptr %1, i64 10
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr i64, ptr %1, i64 11
  %51 = load i64, ptr %50, align 8
  call void @fulgur_cpuFusion11_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %43, i64 %45, i64 %47, i64 %49, i64 %51, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion12_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 128, i32 %11)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %13 = phi i32 [ %10, %body ], [ %27, %e.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %23, %e.body ]
  %16 = icmp slt i32 %15, 1
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = add i32 %13, %15
  %18 = sext i32 %17 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load float, ptr %8, align 4
  %22 = fadd reassoc float %21, %20
  store float %22, ptr %8, align 4
  %23 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %24 = load float, ptr %8, align 4
  %25 = sext i32 %13 to i64
  %26 = getelementptr float, ptr %1, i64 %25
  store float %24, ptr %26, align 4
  %27 = add nuw nsw i32 %13, 1
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 3
  %15 = load i64, ptr %14, align 8
  call void @fulgur_cpuFusion12_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion13_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17) #0 {
entry:
  %18 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %19 = trunc i64 %16 to i32
  %20 = call i32 @llvm.smax.i32(i32 0, i32 %19)
  %21 = trunc i64 %17 to i32
  %22 = call i32 @llvm.smin.i32(i32 128, i32 %21)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %23 = phi i32 [ %20, %body ], [ %108, %e.exit3 ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %18, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %25 = phi i32 [ 0, %row.body ], [ %55, %e.body ]
  %26 = icmp slt i32 %25, 16
  br i1 %26, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %27 = mul i32 %23, 16
  %28 = add i32 %27, %25
  %29 = sext i32 %28 to i64
  %30 = getelementptr float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = udiv i32 %23, 64
  %33 = trunc i64 %11 to i32
  %34 = mul i32 %32, %33
  %35 = udiv i32 %23, 16
  %36 = urem i32 %35, 4
  %37 = trunc i64 %12 to i32
  %38 = mul i32 %36, %37
  %39 = add i32 %34, %38
  %40 = urem i32 %23, 16
  %41 = add i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd float %31, %44
  %46 = mul i32 %23, 16
  %47 = add i32 %46, %25
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %2, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %45, %50
  %52 = fneg float %51
  %53 = load float, ptr %18, align 4
  %54 = fadd reassoc float %53, %52
  store float %54, ptr %18, align 4
  %55 = add nuw nsw i32 %25, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %56 = udiv i32 %23, 64
  %57 = trunc i64 %13 to i32
  %58 = mul i32 %56, %57
  %59 = udiv i32 %23, 16
  %60 = urem i32 %59, 4
  %61 = trunc i64 %14 to i32
  %62 = mul i32 %60, %61
  %63 = add i32 %58, %62
  %64 = urem i32 %23, 16
  %65 = trunc i64 %15 to i32
  %66 = mul i32 %64, %65
  %67 = add i32 %63, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr i8, ptr %3, i64 %68
  %70 = load i8, ptr %69, align 1
  %71 = icmp ne i8 %70, 0
  %72 = load float, ptr %18, align 4
  %73 = select i1 %71, float %72, float 0.000000e+00
  %74 = sext i32 %23 to i64
  %75 = getelementptr float, ptr %5, i64 %74
  store float %73, ptr %75, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %76 = phi i32 [ 0, %e.exit ], [ %107, %e.body2 ]
  %77 = icmp slt i32 %76, 16
  br i1 %77, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %78 = mul i32 %23, 16
  %79 = add i32 %78, %76
  %80 = sext i32 %79 to i64
  %81 = getelementptr float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = udiv i32 %23, 64
  %84 = trunc i64 %11 to i32
  %85 = mul i32 %83, %84
  %86 = udiv i32 %23, 16
  %87 = urem i32 %86, 4
  %88 = trunc i64 %12 to i32
  %89 = mul i32 %87, %88
  %90 = add i32 %85, %89
  %91 = urem i32 %23, 16
  %92 = add i32 %90, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = fadd float %82, %95
  %97 = mul i32 %23, 16
  %98 = add i32 %97, %76
  %99 = sext i32 %98 to i64
  %100 = getelementptr float, ptr %2, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = fmul float %96, %101
  %103 = mul i32 %23, 16
  %104 = add i32 %103, %76
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr %4, i64 %105
  store float %102, ptr %106, align 4
  %107 = add nuw nsw i32 %76, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %108 = add nuw nsw i32 %23, 1
  br label %row.head
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
  %22 = getelementptr i64, ptr %1, i64 3
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 4
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 5
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 6
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 7
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr i64, ptr %1, i64 8
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr i64, ptr %1, i64 9
  %35 = load i64, ptr %34, align 8
  call void @fulgur_cpuFusion13_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion14_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  %8 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 128, i32 %11)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %13 = phi i32 [ %10, %body ], [ %27, %e.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %23, %e.body ]
  %16 = icmp slt i32 %15, 1
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = add i32 %13, %15
  %18 = sext i32 %17 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load float, ptr %8, align 4
  %22 = fadd reassoc float %21, %20
  store float %22, ptr %8, align 4
  %23 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %24 = load float, ptr %8, align 4
  %25 = sext i32 %13 to i64
  %26 = getelementptr float, ptr %1, i64 %25
  store float %24, ptr %26, align 4
  %27 = add nuw nsw i32 %13, 1
  br label %row.head
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 3
  %15 = load i64, ptr %14, align 8
  call void @fulgur_cpuFusion14_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion15_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %14 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %15 to i32
  %19 = call i32 @llvm.smin.i32(i32 128, i32 %18)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %20 = phi i32 [ %17, %body ], [ %64, %j.exit ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %22 = mul i32 %20, 16
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %23 = phi i32 [ 0, %r.body ], [ %63, %j.body ]
  %24 = icmp slt i32 %23, 16
  br i1 %24, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %25 = add i32 %22, %23
  %26 = sext i32 %25 to i64
  %27 = getelementptr i8, ptr %4, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = icmp ne i8 %28, 0
  %30 = add i32 %22, %23
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = udiv i32 %20, 64
  %35 = trunc i64 %12 to i32
  %36 = mul i32 %34, %35
  %37 = udiv i32 %20, 16
  %38 = urem i32 %37, 4
  %39 = trunc i64 %13 to i32
  %40 = mul i32 %38, %39
  %41 = add i32 %36, %40
  %42 = urem i32 %20, 16
  %43 = add i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = add i32 %22, %23
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %46, %50
  %52 = add i32 %22, %23
  %53 = sext i32 %52 to i64
  %54 = getelementptr float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = fdiv float %51, %55
  %57 = fadd float %33, %56
  %58 = select i1 %29, float %57, float 0.000000e+00
  %59 = fmul float %58, 0x3F96A09E60000000
  %60 = add i32 %22, %23
  %61 = sext i32 %60 to i64
  %62 = getelementptr float, ptr %5, i64 %61
  store float %59, ptr %62, align 4
  %63 = add nuw nsw i32 %23, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %64 = add nuw nsw i32 %20, 1
  br label %r.head
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
  %22 = getelementptr i64, ptr %1, i64 3
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 4
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 5
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 6
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 7
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion15_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion16_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
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
  call void @fulgur_cpuFusion16_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion16_2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
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
  call void @fulgur_cpuFusion16_2_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion17_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion17(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion17_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion18_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
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
define void @fulgur_cpuFusion18(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion18_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion18_1'
source_filename = "fulgur_cpuFusion18_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion18_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
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
define void @fulgur_cpuFusion18_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion18_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion19_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion19(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion19_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion20_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) #0 {
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
define void @fulgur_cpuFusion20(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion20_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion20_1'
source_filename = "fulgur_cpuFusion20_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion20_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
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
define void @fulgur_cpuFusion20_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr ptr, ptr %0, i64 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion20_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion20_2'
source_filename = "fulgur_cpuFusion20_2"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion20_2_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19) #0 {
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
define void @fulgur_cpuFusion20_2(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion20_2_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion21_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) #0 {
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
define void @fulgur_cpuFusion21(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion21_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion21_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19) #0 {
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
define void @fulgur_cpuFusion21_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion21_1_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion22_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias readonly %5, ptr noalias readonly %6, ptr noalias %7, ptr noalias %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13) #0 {
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
define void @fulgur_cpuFusion22(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion22_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, i64 %23, i64 %25, i64 %27, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion23'
source_filename = "fulgur_cpuFusion23"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion23_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
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
define void @fulgur_cpuFusion23(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion23_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion24'
source_filename = "fulgur_cpuFusion24"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion24_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion24(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion24_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion25'
source_filename = "fulgur_cpuFusion25"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion25_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
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
define void @fulgur_cpuFusion25(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  call void @fulgur_cpuFusion25_body(ptr %5, i64 %7, i64 %9, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion25_1'
source_filename = "fulgur_cpuFusion25_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion25_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
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
define void @fulgur_cpuFusion25_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion25_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion26'
source_filename = "fulgur_cpuFusion26"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion26_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion26(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion26_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
@fulgur_host_outputs = private constant [1 x i32] [i32 31]
@fulgur_host_shape = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_shape.1 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_proxies.2 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.3 = private constant [2 x i32] [i32 38, i32 12]
@fulgur_host_outputs.4 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.5 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.6 = private constant [1 x i32] [i32 39]
@fulgur_host_outputs.7 = private constant [1 x i32] [i32 41]
@fulgur_host_proxies.8 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.9 = private constant [1 x i32] [i32 28]
@fulgur_host_outputs.10 = private constant [1 x i32] [i32 42]
@fulgur_host_proxies.11 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.12 = private constant [2 x i32] [i32 41, i32 42]
@fulgur_host_outputs.13 = private constant [1 x i32] [i32 43]
@fulgur_host_shape.14 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.15 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.16 = private constant [2 x i32] [i32 45, i32 10]
@fulgur_host_outputs.17 = private constant [1 x i32] [i32 50]
@fulgur_host_shape.18 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.19 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.20 = private constant [1 x i32] [i32 51]
@fulgur_host_outputs.21 = private constant [1 x i32] [i32 52]
@fulgur_host_shape.22 = private constant [2 x i64] [i64 32, i64 86]
@fulgur_host_shape.23 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_shape.24 = private constant [2 x i64] [i64 32, i64 86]
@fulgur_host_proxies.25 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.26 = private constant [2 x i32] [i32 52, i32 53]
@fulgur_host_outputs.27 = private constant [1 x i32] [i32 56]
@fulgur_host_proxies.28 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.29 = private constant [2 x i32] [i32 54, i32 9]
@fulgur_host_outputs.30 = private constant [1 x i32] [i32 57]
@fulgur_host_proxies.31 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.32 = private constant [1 x i32] [i32 55]
@fulgur_host_outputs.33 = private constant [1 x i32] [i32 58]
@fulgur_host_proxies.34 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.35 = private constant [1 x i32] [i32 24]
@fulgur_host_outputs.36 = private constant [1 x i32] [i32 59]
@fulgur_host_proxies.37 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.38 = private constant [2 x i32] [i32 58, i32 59]
@fulgur_host_outputs.39 = private constant [1 x i32] [i32 60]
@fulgur_host_shape.40 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_shape.41 = private constant [2 x i64] [i64 32, i64 86]
@fulgur_host_proxies.42 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.43 = private constant [2 x i32] [i32 61, i32 8]
@fulgur_host_outputs.44 = private constant [1 x i32] [i32 63]
@fulgur_host_proxies.45 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.46 = private constant [1 x i32] [i32 62]
@fulgur_host_outputs.47 = private constant [1 x i32] [i32 64]
@fulgur_host_proxies.48 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.49 = private constant [1 x i32] [i32 24]
@fulgur_host_outputs.50 = private constant [1 x i32] [i32 65]
@fulgur_host_proxies.51 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.52 = private constant [2 x i32] [i32 64, i32 65]
@fulgur_host_outputs.53 = private constant [1 x i32] [i32 66]
@fulgur_host_shape.54 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.55 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.56 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.57 = private constant [2 x i32] [i32 68, i32 6]
@fulgur_host_outputs.58 = private constant [1 x i32] [i32 70]
@fulgur_host_shape.59 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.60 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.61 = private constant [1 x i32] [i32 71]
@fulgur_host_outputs.62 = private constant [1 x i32] [i32 72]
@fulgur_host_proxies.63 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.64 = private constant [1 x i32] [i32 22]
@fulgur_host_outputs.65 = private constant [1 x i32] [i32 73]
@fulgur_host_proxies.66 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.67 = private constant [1 x i32] [i32 73]
@fulgur_host_outputs.68 = private constant [1 x i32] [i32 74]
@fulgur_host_proxies.69 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.70 = private constant [1 x i32] [i32 74]
@fulgur_host_outputs.71 = private constant [1 x i32] [i32 75]
@fulgur_host_proxies.72 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.73 = private constant [2 x i32] [i32 72, i32 75]
@fulgur_host_outputs.74 = private constant [1 x i32] [i32 76]
@fulgur_host_proxies.75 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.76 = private constant [1 x i32] [i32 70]
@fulgur_host_outputs.77 = private constant [1 x i32] [i32 77]
@fulgur_host_proxies.78 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.79 = private constant [1 x i32] [i32 77]
@fulgur_host_outputs.80 = private constant [1 x i32] [i32 78]
@fulgur_host_proxies.81 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.82 = private constant [1 x i32] [i32 15]
@fulgur_host_outputs.83 = private constant [1 x i32] [i32 79]
@fulgur_host_proxies.84 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.85 = private constant [1 x i32] [i32 79]
@fulgur_host_outputs.86 = private constant [1 x i32] [i32 80]
@fulgur_host_proxies.87 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.88 = private constant [1 x i32] [i32 80]
@fulgur_host_outputs.89 = private constant [1 x i32] [i32 81]
@fulgur_host_proxies.90 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.91 = private constant [2 x i32] [i32 78, i32 81]
@fulgur_host_outputs.92 = private constant [1 x i32] [i32 82]
@fulgur_host_shape.93 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.94 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.95 = private constant [2 x i32] [i32 86, i32 78]
@fulgur_host_outputs.96 = private constant [1 x i32] [i32 91]
@fulgur_host_shape.97 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.98 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.99 = private constant [1 x i32] [i32 18]
@fulgur_host_outputs.100 = private constant [1 x i32] [i32 97]
@fulgur_host_proxies.101 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.102 = private constant [1 x i32] [i32 97]
@fulgur_host_outputs.103 = private constant [1 x i32] [i32 98]
@fulgur_host_proxies.104 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.105 = private constant [2 x i32] [i32 96, i32 98]
@fulgur_host_outputs.106 = private constant [1 x i32] [i32 99]
@fulgur_host_proxies.107 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.108 = private constant [1 x i32] [i32 17]
@fulgur_host_outputs.109 = private constant [1 x i32] [i32 100]
@fulgur_host_proxies.110 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.111 = private constant [2 x i32] [i32 100, i32 96]
@fulgur_host_outputs.112 = private constant [1 x i32] [i32 101]
@fulgur_host_shape.113 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_shape.114 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_shape.115 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.116 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.117 = private constant [2 x i32] [i32 106, i32 105]
@fulgur_host_outputs.118 = private constant [1 x i32] [i32 107]
@fulgur_host_proxies.119 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.120 = private constant [1 x i32] [i32 104]
@fulgur_host_outputs.121 = private constant [1 x i32] [i32 108]
@fulgur_host_shape.122 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.123 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.124 = private constant [2 x i32] [i32 108, i32 109]
@fulgur_host_outputs.125 = private constant [1 x i32] [i32 110]
@fulgur_host_shape.126 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 8]
@fulgur_host_shape.127 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_shape.128 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.129 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.130 = private constant [2 x i32] [i32 113, i32 112]
@fulgur_host_outputs.131 = private constant [1 x i32] [i32 114]
@fulgur_host_proxies.132 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.133 = private constant [1 x i32] [i32 111]
@fulgur_host_outputs.134 = private constant [1 x i32] [i32 115]
@fulgur_host_shape.135 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 4]
@fulgur_host_proxies.136 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.137 = private constant [2 x i32] [i32 115, i32 116]
@fulgur_host_outputs.138 = private constant [1 x i32] [i32 117]
@fulgur_host_proxies.139 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.140 = private constant [1 x i32] [i32 91]
@fulgur_host_outputs.141 = private constant [1 x i32] [i32 118]
@fulgur_host_proxies.142 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.143 = private constant [1 x i32] [i32 118]
@fulgur_host_outputs.144 = private constant [1 x i32] [i32 119]
@fulgur_host_proxies.145 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.146 = private constant [2 x i32] [i32 119, i32 5]
@fulgur_host_outputs.147 = private constant [1 x i32] [i32 120]
@fulgur_host_proxies.148 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.149 = private constant [1 x i32] [i32 119]
@fulgur_host_outputs.150 = private constant [1 x i32] [i32 121]
@fulgur_host_proxies.151 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.152 = private constant [1 x i32] [i32 121]
@fulgur_host_outputs.153 = private constant [1 x i32] [i32 122]
@fulgur_host_proxies.154 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.155 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.156 = private constant [1 x i32] [i32 123]
@fulgur_host_proxies.157 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.158 = private constant [2 x i32] [i32 122, i32 123]
@fulgur_host_outputs.159 = private constant [1 x i32] [i32 124]
@fulgur_host_shape.160 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.161 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.162 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.163 = private constant [2 x i32] [i32 126, i32 4]
@fulgur_host_outputs.164 = private constant [1 x i32] [i32 128]
@fulgur_host_proxies.165 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.166 = private constant [1 x i32] [i32 127]
@fulgur_host_outputs.167 = private constant [1 x i32] [i32 129]
@fulgur_host_proxies.168 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.169 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.170 = private constant [1 x i32] [i32 130]
@fulgur_host_proxies.171 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.172 = private constant [2 x i32] [i32 129, i32 130]
@fulgur_host_outputs.173 = private constant [1 x i32] [i32 131]
@fulgur_host_shape.174 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.175 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_proxies.176 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.177 = private constant [2 x i32] [i32 132, i32 3]
@fulgur_host_outputs.178 = private constant [1 x i32] [i32 134]
@fulgur_host_proxies.179 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.180 = private constant [1 x i32] [i32 133]
@fulgur_host_outputs.181 = private constant [1 x i32] [i32 135]
@fulgur_host_proxies.182 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.183 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.184 = private constant [1 x i32] [i32 136]
@fulgur_host_proxies.185 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.186 = private constant [2 x i32] [i32 135, i32 136]
@fulgur_host_outputs.187 = private constant [1 x i32] [i32 137]
@fulgur_host_shape.188 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.189 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.190 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.191 = private constant [2 x i64] [i64 64, i64 32]
@fulgur_host_proxies.192 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.193 = private constant [3 x i32] [i32 143, i32 142, i32 141]
@fulgur_host_outputs.194 = private constant [1 x i32] [i32 144]
@fulgur_host_shape.195 = private constant [1 x i64] [i64 32]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [12 x ptr], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 29)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 29)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = getelementptr i8, ptr %18, i64 0
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %24, align 8
  %25 = call i64 @fulgur_rt_stride(ptr %0, i32 29, i32 0)
  %26 = getelementptr i64, ptr %4, i64 2
  store i64 %25, ptr %26, align 8
  %27 = call i64 @fulgur_rt_stride(ptr %0, i32 29, i32 1)
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 30)
  %49 = call ptr @fulgur_rt_data(ptr %0, i32 30)
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
  call void @fulgur_rt_allocate(ptr %0, i32 38, i32 1, i32 3, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 39, i32 1, i32 2, ptr @fulgur_host_shape.1)
  %62 = getelementptr i8, ptr %18, i64 8512
  %63 = getelementptr ptr, ptr %3, i64 0
  store ptr %62, ptr %63, align 8
  %64 = getelementptr i8, ptr %18, i64 0
  %65 = getelementptr ptr, ptr %3, i64 1
  store ptr %64, ptr %65, align 8
  %66 = getelementptr i8, ptr %18, i64 24896
  %67 = getelementptr ptr, ptr %3, i64 2
  store ptr %66, ptr %67, align 8
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 38)
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
  %83 = call ptr @fulgur_rt_data(ptr %0, i32 39)
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
  call void @fulgur_rt_free(ptr %0, i32 38)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.5, ptr @fulgur_host_inputs.6, i32 1, ptr @fulgur_host_outputs.7, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.8, ptr @fulgur_host_inputs.9, i32 1, ptr @fulgur_host_outputs.10, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.11, ptr @fulgur_host_inputs.12, i32 2, ptr @fulgur_host_outputs.13, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 41)
  call void @fulgur_rt_free(ptr %0, i32 42)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 13)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 23)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 27)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 11)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 40)
  call void @fulgur_rt_allocate(ptr %0, i32 45, i32 1, i32 3, ptr @fulgur_host_shape.14)
  %90 = call ptr @fulgur_rt_data(ptr %0, i32 13)
  %91 = getelementptr ptr, ptr %3, i64 0
  store ptr %90, ptr %91, align 8
  %92 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %93 = getelementptr ptr, ptr %3, i64 1
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 27)
  %95 = getelementptr ptr, ptr %3, i64 2
  store ptr %94, ptr %95, align 8
  %96 = call ptr @fulgur_rt_data(ptr %0, i32 11)
  %97 = getelementptr ptr, ptr %3, i64 3
  store ptr %96, ptr %97, align 8
  %98 = call ptr @fulgur_rt_data(ptr %0, i32 40)
  %99 = getelementptr ptr, ptr %3, i64 4
  store ptr %98, ptr %99, align 8
  %100 = getelementptr i8, ptr %18, i64 0
  %101 = getelementptr ptr, ptr %3, i64 5
  store ptr %100, ptr %101, align 8
  %102 = call ptr @fulgur_rt_data(ptr %0, i32 45)
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
  call void @fulgur_rt_allocate(ptr %0, i32 51, i32 1, i32 2, ptr @fulgur_host_shape.18)
  %117 = call ptr @fulgur_rt_data(ptr %0, i32 45)
  %118 = getelementptr ptr, ptr %3, i64 0
  store ptr %117, ptr %118, align 8
  %119 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %120 = getelementptr ptr, ptr %3, i64 1
  store ptr %119, ptr %120, align 8
  %121 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %121, align 8
  %122 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %122, align 8
  %123 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %123, align 8
  %124 = call i64 @fulgur_rt_stride(ptr %0, i32 45, i32 0)
  %125 = getelementptr i64, ptr %4, i64 3
  store i64 %124, ptr %125, align 8
  %126 = call i64 @fulgur_rt_stride(ptr %0, i32 45, i32 1)
  %127 = getelementptr i64, ptr %4, i64 4
  store i64 %126, ptr %127, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.19, ptr @fulgur_host_inputs.20, i32 1, ptr @fulgur_host_outputs.21, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 25)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 26)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 50)
  call void @fulgur_rt_allocate(ptr %0, i32 53, i32 1, i32 2, ptr @fulgur_host_shape.22)
  call void @fulgur_rt_allocate(ptr %0, i32 54, i32 1, i32 3, ptr @fulgur_host_shape.23)
  call void @fulgur_rt_allocate(ptr %0, i32 55, i32 1, i32 2, ptr @fulgur_host_shape.24)
  %128 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %129 = getelementptr ptr, ptr %3, i64 0
  store ptr %128, ptr %129, align 8
  %130 = call ptr @fulgur_rt_data(ptr %0, i32 26)
  %131 = getelementptr ptr, ptr %3, i64 1
  store ptr %130, ptr %131, align 8
  %132 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %133 = getelementptr ptr, ptr %3, i64 2
  store ptr %132, ptr %133, align 8
  %134 = call ptr @fulgur_rt_data(ptr %0, i32 53)
  %135 = getelementptr ptr, ptr %3, i64 3
  store ptr %134, ptr %135, align 8
  %136 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %137 = getelementptr ptr, ptr %3, i64 4
  store ptr %136, ptr %137, align 8
  %138 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %138, align 8
  %139 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %139, align 8
  %140 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %140, align 8
  %141 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 0)
  %142 = getelementptr i64, ptr %4, i64 3
  store i64 %141, ptr %142, align 8
  %143 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 1)
  %144 = getelementptr i64, ptr %4, i64 4
  store i64 %143, ptr %144, align 8
  %145 = call i64 @fulgur_rt_stride(ptr %0, i32 26, i32 0)
  %146 = getelementptr i64, ptr %4, i64 5
  store i64 %145, ptr %146, align 8
  %147 = call i64 @fulgur_rt_stride(ptr %0, i32 26, i32 1)
  %148 = getelementptr i64, ptr %4, i64 6
  store i64 %147, ptr %148, align 8
  %149 = call i64 @fulgur_rt_stride(ptr %0, i32 50, i32 0)
  %150 = getelementptr i64, ptr %4, i64 7
  store i64 %149, ptr %150, align 8
  %151 = call i64 @fulgur_rt_stride(ptr %0, i32 50, i32 1)
  %152 = getelementptr i64, ptr %4, i64 8
  store i64 %151, ptr %152, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %153 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %154 = getelementptr ptr, ptr %3, i64 0
  store ptr %153, ptr %154, align 8
  %155 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %156 = getelementptr ptr, ptr %3, i64 1
  store ptr %155, ptr %156, align 8
  %157 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %158 = getelementptr ptr, ptr %3, i64 2
  store ptr %157, ptr %158, align 8
  %159 = call ptr @fulgur_rt_data(ptr %0, i32 26)
  %160 = getelementptr ptr, ptr %3, i64 3
  store ptr %159, ptr %160, align 8
  %161 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %161, align 8
  %162 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %162, align 8
  %163 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %163, align 8
  %164 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %164, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.25, ptr @fulgur_host_inputs.26, i32 2, ptr @fulgur_host_outputs.27, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_free(ptr %0, i32 53)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.28, ptr @fulgur_host_inputs.29, i32 2, ptr @fulgur_host_outputs.30, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 54)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.31, ptr @fulgur_host_inputs.32, i32 1, ptr @fulgur_host_outputs.33, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 55)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.34, ptr @fulgur_host_inputs.35, i32 1, ptr @fulgur_host_outputs.36, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.37, ptr @fulgur_host_inputs.38, i32 2, ptr @fulgur_host_outputs.39, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 58)
  call void @fulgur_rt_free(ptr %0, i32 59)
  call void @fulgur_rt_allocate(ptr %0, i32 61, i32 1, i32 3, ptr @fulgur_host_shape.40)
  call void @fulgur_rt_allocate(ptr %0, i32 62, i32 1, i32 2, ptr @fulgur_host_shape.41)
  %165 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %166 = getelementptr ptr, ptr %3, i64 0
  store ptr %165, ptr %166, align 8
  %167 = call ptr @fulgur_rt_data(ptr %0, i32 26)
  %168 = getelementptr ptr, ptr %3, i64 1
  store ptr %167, ptr %168, align 8
  %169 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %170 = getelementptr ptr, ptr %3, i64 2
  store ptr %169, ptr %170, align 8
  %171 = call ptr @fulgur_rt_data(ptr %0, i32 61)
  %172 = getelementptr ptr, ptr %3, i64 3
  store ptr %171, ptr %172, align 8
  %173 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %173, align 8
  %174 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %174, align 8
  %175 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %175, align 8
  %176 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %176, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  %177 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %178 = getelementptr ptr, ptr %3, i64 0
  store ptr %177, ptr %178, align 8
  %179 = call ptr @fulgur_rt_data(ptr %0, i32 26)
  %180 = getelementptr ptr, ptr %3, i64 1
  store ptr %179, ptr %180, align 8
  %181 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %182 = getelementptr ptr, ptr %3, i64 2
  store ptr %181, ptr %182, align 8
  %183 = call ptr @fulgur_rt_data(ptr %0, i32 62)
  %184 = getelementptr ptr, ptr %3, i64 3
  store ptr %183, ptr %184, align 8
  %185 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %185, align 8
  %186 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %186, align 8
  %187 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %187, align 8
  %188 = call i64 @fulgur_rt_stride(ptr %0, i32 50, i32 0)
  %189 = getelementptr i64, ptr %4, i64 3
  store i64 %188, ptr %189, align 8
  %190 = call i64 @fulgur_rt_stride(ptr %0, i32 50, i32 1)
  %191 = getelementptr i64, ptr %4, i64 4
  store i64 %190, ptr %191, align 8
  %192 = call i64 @fulgur_rt_stride(ptr %0, i32 26, i32 0)
  %193 = getelementptr i64, ptr %4, i64 5
  store i64 %192, ptr %193, align 8
  %194 = call i64 @fulgur_rt_stride(ptr %0, i32 26, i32 1)
  %195 = getelementptr i64, ptr %4, i64 6
  store i64 %194, ptr %195, align 8
  %196 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 0)
  %197 = getelementptr i64, ptr %4, i64 7
  store i64 %196, ptr %197, align 8
  %198 = call i64 @fulgur_rt_stride(ptr %0, i32 25, i32 1)
  %199 = getelementptr i64, ptr %4, i64 8
  store i64 %198, ptr %199, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 50)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.42, ptr @fulgur_host_inputs.43, i32 2, ptr @fulgur_host_outputs.44, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 61)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.45, ptr @fulgur_host_inputs.46, i32 1, ptr @fulgur_host_outputs.47, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 62)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.48, ptr @fulgur_host_inputs.49, i32 1, ptr @fulgur_host_outputs.50, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.51, ptr @fulgur_host_inputs.52, i32 2, ptr @fulgur_host_outputs.53, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 64)
  call void @fulgur_rt_free(ptr %0, i32 65)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 57)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 63)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 7)
  call void @fulgur_rt_allocate(ptr %0, i32 68, i32 1, i32 3, ptr @fulgur_host_shape.54)
  %200 = call ptr @fulgur_rt_data(ptr %0, i32 57)
  %201 = getelementptr ptr, ptr %3, i64 0
  store ptr %200, ptr %201, align 8
  %202 = call ptr @fulgur_rt_data(ptr %0, i32 63)
  %203 = getelementptr ptr, ptr %3, i64 1
  store ptr %202, ptr %203, align 8
  %204 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %205 = getelementptr ptr, ptr %3, i64 2
  store ptr %204, ptr %205, align 8
  %206 = getelementptr i8, ptr %18, i64 4096
  %207 = getelementptr ptr, ptr %3, i64 3
  store ptr %206, ptr %207, align 8
  %208 = getelementptr i8, ptr %18, i64 8192
  %209 = getelementptr ptr, ptr %3, i64 4
  store ptr %208, ptr %209, align 8
  %210 = call ptr @fulgur_rt_data(ptr %0, i32 45)
  %211 = getelementptr ptr, ptr %3, i64 5
  store ptr %210, ptr %211, align 8
  %212 = getelementptr i8, ptr %18, i64 20480
  %213 = getelementptr ptr, ptr %3, i64 6
  store ptr %212, ptr %213, align 8
  %214 = call ptr @fulgur_rt_data(ptr %0, i32 68)
  %215 = getelementptr ptr, ptr %3, i64 7
  store ptr %214, ptr %215, align 8
  %216 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %216, align 8
  %217 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %217, align 8
  %218 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %218, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_free(ptr %0, i32 57)
  call void @fulgur_rt_free(ptr %0, i32 63)
  call void @fulgur_rt_allocate(ptr %0, i32 69, i32 1, i32 1, ptr @fulgur_host_shape.55)
  %219 = getelementptr i8, ptr %18, i64 20480
  %220 = getelementptr ptr, ptr %3, i64 0
  store ptr %219, ptr %220, align 8
  %221 = call ptr @fulgur_rt_data(ptr %0, i32 69)
  %222 = getelementptr ptr, ptr %3, i64 1
  store ptr %221, ptr %222, align 8
  %223 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %223, align 8
  %224 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %224, align 8
  %225 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %225, align 8
  %226 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %226, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.56, ptr @fulgur_host_inputs.57, i32 2, ptr @fulgur_host_outputs.58, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 71, i32 1, i32 2, ptr @fulgur_host_shape.59)
  %227 = call ptr @fulgur_rt_data(ptr %0, i32 68)
  %228 = getelementptr ptr, ptr %3, i64 0
  store ptr %227, ptr %228, align 8
  %229 = call ptr @fulgur_rt_data(ptr %0, i32 71)
  %230 = getelementptr ptr, ptr %3, i64 1
  store ptr %229, ptr %230, align 8
  %231 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %231, align 8
  %232 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %232, align 8
  %233 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %233, align 8
  %234 = call i64 @fulgur_rt_stride(ptr %0, i32 68, i32 0)
  %235 = getelementptr i64, ptr %4, i64 3
  store i64 %234, ptr %235, align 8
  %236 = call i64 @fulgur_rt_stride(ptr %0, i32 68, i32 1)
  %237 = getelementptr i64, ptr %4, i64 4
  store i64 %236, ptr %237, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.60, ptr @fulgur_host_inputs.61, i32 1, ptr @fulgur_host_outputs.62, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 71)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.63, ptr @fulgur_host_inputs.64, i32 1, ptr @fulgur_host_outputs.65, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.66, ptr @fulgur_host_inputs.67, i32 1, ptr @fulgur_host_outputs.68, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 73)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.69, ptr @fulgur_host_inputs.70, i32 1, ptr @fulgur_host_outputs.71, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 74)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.72, ptr @fulgur_host_inputs.73, i32 2, ptr @fulgur_host_outputs.74, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 72)
  call void @fulgur_rt_free(ptr %0, i32 75)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.75, ptr @fulgur_host_inputs.76, i32 1, ptr @fulgur_host_outputs.77, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 70)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.78, ptr @fulgur_host_inputs.79, i32 1, ptr @fulgur_host_outputs.80, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 77)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.81, ptr @fulgur_host_inputs.82, i32 1, ptr @fulgur_host_outputs.83, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.84, ptr @fulgur_host_inputs.85, i32 1, ptr @fulgur_host_outputs.86, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 79)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.87, ptr @fulgur_host_inputs.88, i32 1, ptr @fulgur_host_outputs.89, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 80)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.90, ptr @fulgur_host_inputs.91, i32 2, ptr @fulgur_host_outputs.92, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 81)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 19)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 20)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 21)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 82)
  call void @fulgur_rt_allocate(ptr %0, i32 86, i32 1, i32 4, ptr @fulgur_host_shape.93)
  %238 = call ptr @fulgur_rt_data(ptr %0, i32 19)
  %239 = getelementptr ptr, ptr %3, i64 0
  store ptr %238, ptr %239, align 8
  %240 = call ptr @fulgur_rt_data(ptr %0, i32 20)
  %241 = getelementptr ptr, ptr %3, i64 1
  store ptr %240, ptr %241, align 8
  %242 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %243 = getelementptr ptr, ptr %3, i64 2
  store ptr %242, ptr %243, align 8
  %244 = call ptr @fulgur_rt_data(ptr %0, i32 82)
  %245 = getelementptr ptr, ptr %3, i64 3
  store ptr %244, ptr %245, align 8
  %246 = getelementptr i8, ptr %18, i64 4096
  %247 = getelementptr ptr, ptr %3, i64 4
  store ptr %246, ptr %247, align 8
  %248 = getelementptr i8, ptr %18, i64 20480
  %249 = getelementptr ptr, ptr %3, i64 5
  store ptr %248, ptr %249, align 8
  %250 = call ptr @fulgur_rt_data(ptr %0, i32 86)
  %251 = getelementptr ptr, ptr %3, i64 6
  store ptr %250, ptr %251, align 8
  %252 = getelementptr i8, ptr %18, i64 28672
  %253 = getelementptr ptr, ptr %3, i64 7
  store ptr %252, ptr %253, align 8
  %254 = getelementptr i8, ptr %18, i64 36864
  %255 = getelementptr ptr, ptr %3, i64 8
  store ptr %254, ptr %255, align 8
  %256 = getelementptr i8, ptr %18, i64 45056
  %257 = getelementptr ptr, ptr %3, i64 9
  store ptr %256, ptr %257, align 8
  %258 = getelementptr i8, ptr %18, i64 6144
  %259 = getelementptr ptr, ptr %3, i64 10
  store ptr %258, ptr %259, align 8
  %260 = getelementptr i8, ptr %18, i64 6272
  %261 = getelementptr ptr, ptr %3, i64 11
  store ptr %260, ptr %261, align 8
  %262 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %262, align 8
  %263 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %263, align 8
  %264 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %264, align 8
  %265 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %265, align 8
  %266 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %266, align 8
  %267 = call i64 @fulgur_rt_stride(ptr %0, i32 20, i32 0)
  %268 = getelementptr i64, ptr %4, i64 5
  store i64 %267, ptr %268, align 8
  %269 = call i64 @fulgur_rt_stride(ptr %0, i32 20, i32 1)
  %270 = getelementptr i64, ptr %4, i64 6
  store i64 %269, ptr %270, align 8
  %271 = call i64 @fulgur_rt_stride(ptr %0, i32 21, i32 0)
  %272 = getelementptr i64, ptr %4, i64 7
  store i64 %271, ptr %272, align 8
  %273 = call i64 @fulgur_rt_stride(ptr %0, i32 21, i32 1)
  %274 = getelementptr i64, ptr %4, i64 8
  store i64 %273, ptr %274, align 8
  %275 = call i64 @fulgur_rt_stride(ptr %0, i32 19, i32 0)
  %276 = getelementptr i64, ptr %4, i64 9
  store i64 %275, ptr %276, align 8
  %277 = call i64 @fulgur_rt_stride(ptr %0, i32 19, i32 1)
  %278 = getelementptr i64, ptr %4, i64 10
  store i64 %277, ptr %278, align 8
  %279 = call i64 @fulgur_rt_stride(ptr %0, i32 19, i32 2)
  %280 = getelementptr i64, ptr %4, i64 11
  store i64 %279, ptr %280, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 82)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.94, ptr @fulgur_host_inputs.95, i32 2, ptr @fulgur_host_outputs.96, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 78)
  call void @fulgur_rt_free(ptr %0, i32 86)
  %281 = getelementptr i8, ptr %18, i64 6272
  %282 = getelementptr ptr, ptr %3, i64 0
  store ptr %281, ptr %282, align 8
  %283 = getelementptr i8, ptr %18, i64 6784
  %284 = getelementptr ptr, ptr %3, i64 1
  store ptr %283, ptr %284, align 8
  %285 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %285, align 8
  %286 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %286, align 8
  %287 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %287, align 8
  %288 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %288, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %289 = getelementptr i8, ptr %18, i64 6784
  %290 = getelementptr ptr, ptr %3, i64 0
  store ptr %289, ptr %290, align 8
  %291 = getelementptr i8, ptr %18, i64 28672
  %292 = getelementptr ptr, ptr %3, i64 1
  store ptr %291, ptr %292, align 8
  %293 = getelementptr i8, ptr %18, i64 20480
  %294 = getelementptr ptr, ptr %3, i64 2
  store ptr %293, ptr %294, align 8
  %295 = getelementptr i8, ptr %18, i64 6144
  %296 = getelementptr ptr, ptr %3, i64 3
  store ptr %295, ptr %296, align 8
  %297 = getelementptr i8, ptr %18, i64 53248
  %298 = getelementptr ptr, ptr %3, i64 4
  store ptr %297, ptr %298, align 8
  %299 = getelementptr i8, ptr %18, i64 6272
  %300 = getelementptr ptr, ptr %3, i64 5
  store ptr %299, ptr %300, align 8
  %301 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %301, align 8
  %302 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %302, align 8
  %303 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %303, align 8
  %304 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %304, align 8
  %305 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %305, align 8
  %306 = getelementptr i64, ptr %4, i64 5
  store i64 64, ptr %306, align 8
  %307 = getelementptr i64, ptr %4, i64 6
  store i64 16, ptr %307, align 8
  %308 = getelementptr i64, ptr %4, i64 7
  store i64 64, ptr %308, align 8
  %309 = getelementptr i64, ptr %4, i64 8
  store i64 16, ptr %309, align 8
  %310 = getelementptr i64, ptr %4, i64 9
  store i64 1, ptr %310, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %311 = getelementptr i8, ptr %18, i64 6272
  %312 = getelementptr ptr, ptr %3, i64 0
  store ptr %311, ptr %312, align 8
  %313 = getelementptr i8, ptr %18, i64 6784
  %314 = getelementptr ptr, ptr %3, i64 1
  store ptr %313, ptr %314, align 8
  %315 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %315, align 8
  %316 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %316, align 8
  %317 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %317, align 8
  %318 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %318, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_allocate(ptr %0, i32 96, i32 1, i32 4, ptr @fulgur_host_shape.97)
  %319 = getelementptr i8, ptr %18, i64 6784
  %320 = getelementptr ptr, ptr %3, i64 0
  store ptr %319, ptr %320, align 8
  %321 = getelementptr i8, ptr %18, i64 36864
  %322 = getelementptr ptr, ptr %3, i64 1
  store ptr %321, ptr %322, align 8
  %323 = getelementptr i8, ptr %18, i64 45056
  %324 = getelementptr ptr, ptr %3, i64 2
  store ptr %323, ptr %324, align 8
  %325 = getelementptr i8, ptr %18, i64 53248
  %326 = getelementptr ptr, ptr %3, i64 3
  store ptr %325, ptr %326, align 8
  %327 = getelementptr i8, ptr %18, i64 4096
  %328 = getelementptr ptr, ptr %3, i64 4
  store ptr %327, ptr %328, align 8
  %329 = call ptr @fulgur_rt_data(ptr %0, i32 96)
  %330 = getelementptr ptr, ptr %3, i64 5
  store ptr %329, ptr %330, align 8
  %331 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %331, align 8
  %332 = getelementptr i64, ptr %4, i64 1
  store i64 128, ptr %332, align 8
  %333 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %333, align 8
  %334 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %334, align 8
  %335 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %335, align 8
  %336 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %336, align 8
  %337 = getelementptr i64, ptr %4, i64 6
  store i64 64, ptr %337, align 8
  %338 = getelementptr i64, ptr %4, i64 7
  store i64 16, ptr %338, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.98, ptr @fulgur_host_inputs.99, i32 1, ptr @fulgur_host_outputs.100, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.101, ptr @fulgur_host_inputs.102, i32 1, ptr @fulgur_host_outputs.103, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 97)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.104, ptr @fulgur_host_inputs.105, i32 2, ptr @fulgur_host_outputs.106, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 98)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.107, ptr @fulgur_host_inputs.108, i32 1, ptr @fulgur_host_outputs.109, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.110, ptr @fulgur_host_inputs.111, i32 2, ptr @fulgur_host_outputs.112, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 96)
  call void @fulgur_rt_free(ptr %0, i32 100)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 31)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 101)
  call void @fulgur_rt_allocate(ptr %0, i32 104, i32 1, i32 4, ptr @fulgur_host_shape.113)
  call void @fulgur_rt_allocate(ptr %0, i32 105, i32 1, i32 4, ptr @fulgur_host_shape.114)
  call void @fulgur_rt_allocate(ptr %0, i32 106, i32 1, i32 4, ptr @fulgur_host_shape.115)
  %339 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %340 = getelementptr ptr, ptr %3, i64 0
  store ptr %339, ptr %340, align 8
  %341 = call ptr @fulgur_rt_data(ptr %0, i32 101)
  %342 = getelementptr ptr, ptr %3, i64 1
  store ptr %341, ptr %342, align 8
  %343 = getelementptr i8, ptr %18, i64 4608
  %344 = getelementptr ptr, ptr %3, i64 2
  store ptr %343, ptr %344, align 8
  %345 = call ptr @fulgur_rt_data(ptr %0, i32 104)
  %346 = getelementptr ptr, ptr %3, i64 3
  store ptr %345, ptr %346, align 8
  %347 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %347, align 8
  %348 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %348, align 8
  %349 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %349, align 8
  %350 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %350, align 8
  %351 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %351, align 8
  %352 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %352, align 8
  %353 = call i64 @fulgur_rt_stride(ptr %0, i32 101, i32 0)
  %354 = getelementptr i64, ptr %4, i64 6
  store i64 %353, ptr %354, align 8
  %355 = call i64 @fulgur_rt_stride(ptr %0, i32 101, i32 1)
  %356 = getelementptr i64, ptr %4, i64 7
  store i64 %355, ptr %356, align 8
  %357 = call i64 @fulgur_rt_stride(ptr %0, i32 101, i32 2)
  %358 = getelementptr i64, ptr %4, i64 8
  store i64 %357, ptr %358, align 8
  %359 = call i64 @fulgur_rt_stride(ptr %0, i32 31, i32 0)
  %360 = getelementptr i64, ptr %4, i64 9
  store i64 %359, ptr %360, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %361 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %362 = getelementptr ptr, ptr %3, i64 0
  store ptr %361, ptr %362, align 8
  %363 = getelementptr i8, ptr %18, i64 4096
  %364 = getelementptr ptr, ptr %3, i64 1
  store ptr %363, ptr %364, align 8
  %365 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %365, align 8
  %366 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %366, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %367 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %368 = getelementptr ptr, ptr %3, i64 0
  store ptr %367, ptr %368, align 8
  %369 = call ptr @fulgur_rt_data(ptr %0, i32 101)
  %370 = getelementptr ptr, ptr %3, i64 1
  store ptr %369, ptr %370, align 8
  %371 = call ptr @fulgur_rt_data(ptr %0, i32 105)
  %372 = getelementptr ptr, ptr %3, i64 2
  store ptr %371, ptr %372, align 8
  %373 = call ptr @fulgur_rt_data(ptr %0, i32 106)
  %374 = getelementptr ptr, ptr %3, i64 3
  store ptr %373, ptr %374, align 8
  %375 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %375, align 8
  %376 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %376, align 8
  %377 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %377, align 8
  %378 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %378, align 8
  %379 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %379, align 8
  %380 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %380, align 8
  %381 = call i64 @fulgur_rt_stride(ptr %0, i32 101, i32 0)
  %382 = getelementptr i64, ptr %4, i64 6
  store i64 %381, ptr %382, align 8
  %383 = call i64 @fulgur_rt_stride(ptr %0, i32 101, i32 1)
  %384 = getelementptr i64, ptr %4, i64 7
  store i64 %383, ptr %384, align 8
  %385 = call i64 @fulgur_rt_stride(ptr %0, i32 101, i32 2)
  %386 = getelementptr i64, ptr %4, i64 8
  store i64 %385, ptr %386, align 8
  %387 = call i64 @fulgur_rt_stride(ptr %0, i32 31, i32 0)
  %388 = getelementptr i64, ptr %4, i64 9
  store i64 %387, ptr %388, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_free(ptr %0, i32 101)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.116, ptr @fulgur_host_inputs.117, i32 2, ptr @fulgur_host_outputs.118, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 105)
  call void @fulgur_rt_free(ptr %0, i32 106)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.119, ptr @fulgur_host_inputs.120, i32 1, ptr @fulgur_host_outputs.121, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 104)
  call void @fulgur_rt_allocate(ptr %0, i32 109, i32 1, i32 4, ptr @fulgur_host_shape.122)
  %389 = call ptr @fulgur_rt_data(ptr %0, i32 109)
  %390 = getelementptr ptr, ptr %3, i64 0
  store ptr %389, ptr %390, align 8
  %391 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %391, align 8
  %392 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %392, align 8
  %393 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %393, align 8
  %394 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %394, align 8
  %395 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %395, align 8
  %396 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %396, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.123, ptr @fulgur_host_inputs.124, i32 2, ptr @fulgur_host_outputs.125, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 108)
  call void @fulgur_rt_free(ptr %0, i32 109)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 99)
  call void @fulgur_rt_allocate(ptr %0, i32 111, i32 1, i32 4, ptr @fulgur_host_shape.126)
  call void @fulgur_rt_allocate(ptr %0, i32 112, i32 1, i32 4, ptr @fulgur_host_shape.127)
  call void @fulgur_rt_allocate(ptr %0, i32 113, i32 1, i32 4, ptr @fulgur_host_shape.128)
  %397 = getelementptr i8, ptr %18, i64 4096
  %398 = getelementptr ptr, ptr %3, i64 0
  store ptr %397, ptr %398, align 8
  %399 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %400 = getelementptr ptr, ptr %3, i64 1
  store ptr %399, ptr %400, align 8
  %401 = call ptr @fulgur_rt_data(ptr %0, i32 111)
  %402 = getelementptr ptr, ptr %3, i64 2
  store ptr %401, ptr %402, align 8
  %403 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %403, align 8
  %404 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %404, align 8
  %405 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %405, align 8
  %406 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %406, align 8
  %407 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %407, align 8
  %408 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %408, align 8
  %409 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %409, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %410 = getelementptr i8, ptr %18, i64 4096
  %411 = getelementptr ptr, ptr %3, i64 0
  store ptr %410, ptr %411, align 8
  %412 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %413 = getelementptr ptr, ptr %3, i64 1
  store ptr %412, ptr %413, align 8
  %414 = call ptr @fulgur_rt_data(ptr %0, i32 112)
  %415 = getelementptr ptr, ptr %3, i64 2
  store ptr %414, ptr %415, align 8
  %416 = call ptr @fulgur_rt_data(ptr %0, i32 113)
  %417 = getelementptr ptr, ptr %3, i64 3
  store ptr %416, ptr %417, align 8
  %418 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %418, align 8
  %419 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %419, align 8
  %420 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %420, align 8
  %421 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %421, align 8
  %422 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %422, align 8
  %423 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %423, align 8
  %424 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 0)
  %425 = getelementptr i64, ptr %4, i64 6
  store i64 %424, ptr %425, align 8
  %426 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 1)
  %427 = getelementptr i64, ptr %4, i64 7
  store i64 %426, ptr %427, align 8
  %428 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 2)
  %429 = getelementptr i64, ptr %4, i64 8
  store i64 %428, ptr %429, align 8
  %430 = getelementptr i64, ptr %4, i64 9
  store i64 8, ptr %430, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.129, ptr @fulgur_host_inputs.130, i32 2, ptr @fulgur_host_outputs.131, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 112)
  call void @fulgur_rt_free(ptr %0, i32 113)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.132, ptr @fulgur_host_inputs.133, i32 1, ptr @fulgur_host_outputs.134, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 111)
  call void @fulgur_rt_allocate(ptr %0, i32 116, i32 1, i32 4, ptr @fulgur_host_shape.135)
  %431 = call ptr @fulgur_rt_data(ptr %0, i32 116)
  %432 = getelementptr ptr, ptr %3, i64 0
  store ptr %431, ptr %432, align 8
  %433 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %433, align 8
  %434 = getelementptr i64, ptr %4, i64 1
  store i64 256, ptr %434, align 8
  %435 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %435, align 8
  %436 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %436, align 8
  %437 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %437, align 8
  %438 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %438, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.136, ptr @fulgur_host_inputs.137, i32 2, ptr @fulgur_host_outputs.138, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 115)
  call void @fulgur_rt_free(ptr %0, i32 116)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.139, ptr @fulgur_host_inputs.140, i32 1, ptr @fulgur_host_outputs.141, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 91)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.142, ptr @fulgur_host_inputs.143, i32 1, ptr @fulgur_host_outputs.144, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 118)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.145, ptr @fulgur_host_inputs.146, i32 2, ptr @fulgur_host_outputs.147, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.148, ptr @fulgur_host_inputs.149, i32 1, ptr @fulgur_host_outputs.150, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 119)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.151, ptr @fulgur_host_inputs.152, i32 1, ptr @fulgur_host_outputs.153, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 121)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.154, ptr @fulgur_host_inputs.155, i32 1, ptr @fulgur_host_outputs.156, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.157, ptr @fulgur_host_inputs.158, i32 2, ptr @fulgur_host_outputs.159, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 122)
  call void @fulgur_rt_free(ptr %0, i32 123)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 107)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 110)
  call void @fulgur_rt_allocate(ptr %0, i32 126, i32 1, i32 3, ptr @fulgur_host_shape.160)
  call void @fulgur_rt_allocate(ptr %0, i32 127, i32 1, i32 2, ptr @fulgur_host_shape.161)
  %439 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %440 = getelementptr ptr, ptr %3, i64 0
  store ptr %439, ptr %440, align 8
  %441 = getelementptr i8, ptr %18, i64 4608
  %442 = getelementptr ptr, ptr %3, i64 1
  store ptr %441, ptr %442, align 8
  %443 = call ptr @fulgur_rt_data(ptr %0, i32 107)
  %444 = getelementptr ptr, ptr %3, i64 2
  store ptr %443, ptr %444, align 8
  %445 = call ptr @fulgur_rt_data(ptr %0, i32 110)
  %446 = getelementptr ptr, ptr %3, i64 3
  store ptr %445, ptr %446, align 8
  %447 = call ptr @fulgur_rt_data(ptr %0, i32 126)
  %448 = getelementptr ptr, ptr %3, i64 4
  store ptr %447, ptr %448, align 8
  %449 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %449, align 8
  %450 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %450, align 8
  %451 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %451, align 8
  %452 = getelementptr i64, ptr %4, i64 3
  store i64 32, ptr %452, align 8
  %453 = getelementptr i64, ptr %4, i64 4
  store i64 512, ptr %453, align 8
  %454 = getelementptr i64, ptr %4, i64 5
  store i64 128, ptr %454, align 8
  %455 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %455, align 8
  %456 = call i64 @fulgur_rt_stride(ptr %0, i32 31, i32 0)
  %457 = getelementptr i64, ptr %4, i64 7
  store i64 %456, ptr %457, align 8
  %458 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 0)
  %459 = getelementptr i64, ptr %4, i64 8
  store i64 %458, ptr %459, align 8
  %460 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 1)
  %461 = getelementptr i64, ptr %4, i64 9
  store i64 %460, ptr %461, align 8
  %462 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 2)
  %463 = getelementptr i64, ptr %4, i64 10
  store i64 %462, ptr %463, align 8
  %464 = call i64 @fulgur_rt_stride(ptr %0, i32 110, i32 0)
  %465 = getelementptr i64, ptr %4, i64 11
  store i64 %464, ptr %465, align 8
  %466 = call i64 @fulgur_rt_stride(ptr %0, i32 110, i32 1)
  %467 = getelementptr i64, ptr %4, i64 12
  store i64 %466, ptr %467, align 8
  %468 = call i64 @fulgur_rt_stride(ptr %0, i32 110, i32 2)
  %469 = getelementptr i64, ptr %4, i64 13
  store i64 %468, ptr %469, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %470 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %471 = getelementptr ptr, ptr %3, i64 0
  store ptr %470, ptr %471, align 8
  %472 = getelementptr i8, ptr %18, i64 4096
  %473 = getelementptr ptr, ptr %3, i64 1
  store ptr %472, ptr %473, align 8
  %474 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %474, align 8
  %475 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %475, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %476 = call ptr @fulgur_rt_data(ptr %0, i32 31)
  %477 = getelementptr ptr, ptr %3, i64 0
  store ptr %476, ptr %477, align 8
  %478 = getelementptr i8, ptr %18, i64 4608
  %479 = getelementptr ptr, ptr %3, i64 1
  store ptr %478, ptr %479, align 8
  %480 = call ptr @fulgur_rt_data(ptr %0, i32 107)
  %481 = getelementptr ptr, ptr %3, i64 2
  store ptr %480, ptr %481, align 8
  %482 = call ptr @fulgur_rt_data(ptr %0, i32 110)
  %483 = getelementptr ptr, ptr %3, i64 3
  store ptr %482, ptr %483, align 8
  %484 = call ptr @fulgur_rt_data(ptr %0, i32 127)
  %485 = getelementptr ptr, ptr %3, i64 4
  store ptr %484, ptr %485, align 8
  %486 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %486, align 8
  %487 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %487, align 8
  %488 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %488, align 8
  %489 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %489, align 8
  %490 = getelementptr i64, ptr %4, i64 4
  store i64 128, ptr %490, align 8
  %491 = getelementptr i64, ptr %4, i64 5
  store i64 8, ptr %491, align 8
  %492 = call i64 @fulgur_rt_stride(ptr %0, i32 31, i32 0)
  %493 = getelementptr i64, ptr %4, i64 6
  store i64 %492, ptr %493, align 8
  %494 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 0)
  %495 = getelementptr i64, ptr %4, i64 7
  store i64 %494, ptr %495, align 8
  %496 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 1)
  %497 = getelementptr i64, ptr %4, i64 8
  store i64 %496, ptr %497, align 8
  %498 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 2)
  %499 = getelementptr i64, ptr %4, i64 9
  store i64 %498, ptr %499, align 8
  %500 = call i64 @fulgur_rt_stride(ptr %0, i32 110, i32 0)
  %501 = getelementptr i64, ptr %4, i64 10
  store i64 %500, ptr %501, align 8
  %502 = call i64 @fulgur_rt_stride(ptr %0, i32 110, i32 1)
  %503 = getelementptr i64, ptr %4, i64 11
  store i64 %502, ptr %503, align 8
  %504 = call i64 @fulgur_rt_stride(ptr %0, i32 110, i32 2)
  %505 = getelementptr i64, ptr %4, i64 12
  store i64 %504, ptr %505, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 31)
  call void @fulgur_rt_free(ptr %0, i32 107)
  call void @fulgur_rt_free(ptr %0, i32 110)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.162, ptr @fulgur_host_inputs.163, i32 2, ptr @fulgur_host_outputs.164, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 126)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.165, ptr @fulgur_host_inputs.166, i32 1, ptr @fulgur_host_outputs.167, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 127)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.168, ptr @fulgur_host_inputs.169, i32 1, ptr @fulgur_host_outputs.170, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.171, ptr @fulgur_host_inputs.172, i32 2, ptr @fulgur_host_outputs.173, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 129)
  call void @fulgur_rt_free(ptr %0, i32 130)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 114)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 117)
  call void @fulgur_rt_allocate(ptr %0, i32 132, i32 1, i32 3, ptr @fulgur_host_shape.174)
  call void @fulgur_rt_allocate(ptr %0, i32 133, i32 1, i32 2, ptr @fulgur_host_shape.175)
  %506 = getelementptr i8, ptr %18, i64 4096
  %507 = getelementptr ptr, ptr %3, i64 0
  store ptr %506, ptr %507, align 8
  %508 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %509 = getelementptr ptr, ptr %3, i64 1
  store ptr %508, ptr %509, align 8
  %510 = call ptr @fulgur_rt_data(ptr %0, i32 114)
  %511 = getelementptr ptr, ptr %3, i64 2
  store ptr %510, ptr %511, align 8
  %512 = call ptr @fulgur_rt_data(ptr %0, i32 117)
  %513 = getelementptr ptr, ptr %3, i64 3
  store ptr %512, ptr %513, align 8
  %514 = call ptr @fulgur_rt_data(ptr %0, i32 132)
  %515 = getelementptr ptr, ptr %3, i64 4
  store ptr %514, ptr %515, align 8
  %516 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %516, align 8
  %517 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %517, align 8
  %518 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %518, align 8
  %519 = getelementptr i64, ptr %4, i64 3
  store i64 32, ptr %519, align 8
  %520 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 0)
  %521 = getelementptr i64, ptr %4, i64 4
  store i64 %520, ptr %521, align 8
  %522 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 1)
  %523 = getelementptr i64, ptr %4, i64 5
  store i64 %522, ptr %523, align 8
  %524 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 2)
  %525 = getelementptr i64, ptr %4, i64 6
  store i64 %524, ptr %525, align 8
  %526 = getelementptr i64, ptr %4, i64 7
  store i64 8, ptr %526, align 8
  %527 = call i64 @fulgur_rt_stride(ptr %0, i32 114, i32 0)
  %528 = getelementptr i64, ptr %4, i64 8
  store i64 %527, ptr %528, align 8
  %529 = call i64 @fulgur_rt_stride(ptr %0, i32 114, i32 1)
  %530 = getelementptr i64, ptr %4, i64 9
  store i64 %529, ptr %530, align 8
  %531 = call i64 @fulgur_rt_stride(ptr %0, i32 114, i32 2)
  %532 = getelementptr i64, ptr %4, i64 10
  store i64 %531, ptr %532, align 8
  %533 = call i64 @fulgur_rt_stride(ptr %0, i32 117, i32 0)
  %534 = getelementptr i64, ptr %4, i64 11
  store i64 %533, ptr %534, align 8
  %535 = call i64 @fulgur_rt_stride(ptr %0, i32 117, i32 1)
  %536 = getelementptr i64, ptr %4, i64 12
  store i64 %535, ptr %536, align 8
  %537 = call i64 @fulgur_rt_stride(ptr %0, i32 117, i32 2)
  %538 = getelementptr i64, ptr %4, i64 13
  store i64 %537, ptr %538, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %539 = getelementptr i8, ptr %18, i64 4096
  %540 = getelementptr ptr, ptr %3, i64 0
  store ptr %539, ptr %540, align 8
  %541 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %542 = getelementptr ptr, ptr %3, i64 1
  store ptr %541, ptr %542, align 8
  %543 = call ptr @fulgur_rt_data(ptr %0, i32 114)
  %544 = getelementptr ptr, ptr %3, i64 2
  store ptr %543, ptr %544, align 8
  %545 = call ptr @fulgur_rt_data(ptr %0, i32 117)
  %546 = getelementptr ptr, ptr %3, i64 3
  store ptr %545, ptr %546, align 8
  %547 = call ptr @fulgur_rt_data(ptr %0, i32 133)
  %548 = getelementptr ptr, ptr %3, i64 4
  store ptr %547, ptr %548, align 8
  %549 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %549, align 8
  %550 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %550, align 8
  %551 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %551, align 8
  %552 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 0)
  %553 = getelementptr i64, ptr %4, i64 3
  store i64 %552, ptr %553, align 8
  %554 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 1)
  %555 = getelementptr i64, ptr %4, i64 4
  store i64 %554, ptr %555, align 8
  %556 = call i64 @fulgur_rt_stride(ptr %0, i32 99, i32 2)
  %557 = getelementptr i64, ptr %4, i64 5
  store i64 %556, ptr %557, align 8
  %558 = getelementptr i64, ptr %4, i64 6
  store i64 8, ptr %558, align 8
  %559 = call i64 @fulgur_rt_stride(ptr %0, i32 114, i32 0)
  %560 = getelementptr i64, ptr %4, i64 7
  store i64 %559, ptr %560, align 8
  %561 = call i64 @fulgur_rt_stride(ptr %0, i32 114, i32 1)
  %562 = getelementptr i64, ptr %4, i64 8
  store i64 %561, ptr %562, align 8
  %563 = call i64 @fulgur_rt_stride(ptr %0, i32 114, i32 2)
  %564 = getelementptr i64, ptr %4, i64 9
  store i64 %563, ptr %564, align 8
  %565 = call i64 @fulgur_rt_stride(ptr %0, i32 117, i32 0)
  %566 = getelementptr i64, ptr %4, i64 10
  store i64 %565, ptr %566, align 8
  %567 = call i64 @fulgur_rt_stride(ptr %0, i32 117, i32 1)
  %568 = getelementptr i64, ptr %4, i64 11
  store i64 %567, ptr %568, align 8
  %569 = call i64 @fulgur_rt_stride(ptr %0, i32 117, i32 2)
  %570 = getelementptr i64, ptr %4, i64 12
  store i64 %569, ptr %570, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 99)
  call void @fulgur_rt_free(ptr %0, i32 114)
  call void @fulgur_rt_free(ptr %0, i32 117)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.176, ptr @fulgur_host_inputs.177, i32 2, ptr @fulgur_host_outputs.178, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 132)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.179, ptr @fulgur_host_inputs.180, i32 1, ptr @fulgur_host_outputs.181, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 133)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.182, ptr @fulgur_host_inputs.183, i32 1, ptr @fulgur_host_outputs.184, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.185, ptr @fulgur_host_inputs.186, i32 2, ptr @fulgur_host_outputs.187, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 135)
  call void @fulgur_rt_free(ptr %0, i32 136)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 120)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 128)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 134)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 2)
  %571 = call ptr @fulgur_rt_data(ptr %0, i32 120)
  %572 = getelementptr ptr, ptr %3, i64 0
  store ptr %571, ptr %572, align 8
  %573 = call ptr @fulgur_rt_data(ptr %0, i32 128)
  %574 = getelementptr ptr, ptr %3, i64 1
  store ptr %573, ptr %574, align 8
  %575 = call ptr @fulgur_rt_data(ptr %0, i32 134)
  %576 = getelementptr ptr, ptr %3, i64 2
  store ptr %575, ptr %576, align 8
  %577 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %578 = getelementptr ptr, ptr %3, i64 3
  store ptr %577, ptr %578, align 8
  %579 = getelementptr i8, ptr %18, i64 12288
  %580 = getelementptr ptr, ptr %3, i64 4
  store ptr %579, ptr %580, align 8
  %581 = getelementptr i8, ptr %18, i64 16384
  %582 = getelementptr ptr, ptr %3, i64 5
  store ptr %581, ptr %582, align 8
  %583 = call ptr @fulgur_rt_data(ptr %0, i32 68)
  %584 = getelementptr ptr, ptr %3, i64 6
  store ptr %583, ptr %584, align 8
  %585 = getelementptr i8, ptr %18, i64 4096
  %586 = getelementptr ptr, ptr %3, i64 7
  store ptr %585, ptr %586, align 8
  %587 = getelementptr i8, ptr %18, i64 8192
  %588 = getelementptr ptr, ptr %3, i64 8
  store ptr %587, ptr %588, align 8
  %589 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %589, align 8
  %590 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %590, align 8
  %591 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %591, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 68)
  call void @fulgur_rt_free(ptr %0, i32 120)
  call void @fulgur_rt_free(ptr %0, i32 128)
  call void @fulgur_rt_free(ptr %0, i32 134)
  call void @fulgur_rt_allocate(ptr %0, i32 140, i32 1, i32 1, ptr @fulgur_host_shape.188)
  %592 = getelementptr i8, ptr %18, i64 4096
  %593 = getelementptr ptr, ptr %3, i64 0
  store ptr %592, ptr %593, align 8
  %594 = call ptr @fulgur_rt_data(ptr %0, i32 140)
  %595 = getelementptr ptr, ptr %3, i64 1
  store ptr %594, ptr %595, align 8
  %596 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %596, align 8
  %597 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %597, align 8
  %598 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %598, align 8
  %599 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %599, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_allocate(ptr %0, i32 141, i32 1, i32 2, ptr @fulgur_host_shape.189)
  %600 = getelementptr i8, ptr %18, i64 8192
  %601 = getelementptr ptr, ptr %3, i64 0
  store ptr %600, ptr %601, align 8
  %602 = call ptr @fulgur_rt_data(ptr %0, i32 141)
  %603 = getelementptr ptr, ptr %3, i64 1
  store ptr %602, ptr %603, align 8
  %604 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %604, align 8
  %605 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %605, align 8
  %606 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %606, align 8
  %607 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %607, align 8
  %608 = getelementptr i64, ptr %4, i64 4
  store i64 32, ptr %608, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_allocate(ptr %0, i32 142, i32 4, i32 2, ptr @fulgur_host_shape.190)
  call void @fulgur_rt_allocate(ptr %0, i32 143, i32 1, i32 2, ptr @fulgur_host_shape.191)
  %609 = call ptr @fulgur_rt_data(ptr %0, i32 143)
  %610 = getelementptr ptr, ptr %3, i64 0
  store ptr %609, ptr %610, align 8
  %611 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %611, align 8
  %612 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %612, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  %613 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %614 = getelementptr ptr, ptr %3, i64 0
  store ptr %613, ptr %614, align 8
  %615 = call ptr @fulgur_rt_data(ptr %0, i32 142)
  %616 = getelementptr ptr, ptr %3, i64 1
  store ptr %615, ptr %616, align 8
  %617 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %617, align 8
  %618 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %618, align 8
  %619 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %619, align 8
  %620 = call i64 @fulgur_rt_stride(ptr %0, i32 0, i32 0)
  %621 = getelementptr i64, ptr %4, i64 3
  store i64 %620, ptr %621, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.192, ptr @fulgur_host_inputs.193, i32 3, ptr @fulgur_host_outputs.194, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 141)
  call void @fulgur_rt_free(ptr %0, i32 142)
  call void @fulgur_rt_free(ptr %0, i32 143)
  call void @fulgur_rt_allocate(ptr %0, i32 145, i32 1, i32 1, ptr @fulgur_host_shape.195)
  %622 = call ptr @fulgur_rt_data(ptr %0, i32 40)
  %623 = getelementptr ptr, ptr %3, i64 0
  store ptr %622, ptr %623, align 8
  %624 = getelementptr i8, ptr %18, i64 0
  %625 = getelementptr ptr, ptr %3, i64 1
  store ptr %624, ptr %625, align 8
  %626 = call ptr @fulgur_rt_data(ptr %0, i32 145)
  %627 = getelementptr ptr, ptr %3, i64 2
  store ptr %626, ptr %627, align 8
  %628 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %628, align 8
  %629 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %629, align 8
  %630 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %630, align 8
  %631 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %631, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 40)
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
