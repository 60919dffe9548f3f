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
  %11 = trunc i64 %4 to i32
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %16 = phi i32 [ %13, %body ], [ %83, %e.exit3 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  %18 = trunc i64 %5 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %41, %e.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = trunc i64 %6 to i32
  %22 = urem i32 %16, %21
  %23 = mul i32 %22, 32
  %24 = add i32 %19, %23
  %25 = trunc i64 %6 to i32
  %26 = udiv i32 %16, %25
  %27 = mul i32 %26, 512
  %28 = add i32 %24, %27
  %29 = udiv i32 %28, 32
  %30 = urem i32 %29, 32
  %31 = trunc i64 %7 to i32
  %32 = mul i32 %30, %31
  %33 = urem i32 %28, 32
  %34 = add i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %37
  %39 = load float, ptr %10, align 4
  %40 = fadd reassoc float %39, %38
  store float %40, ptr %10, align 4
  %41 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %42 = trunc i64 %5 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %43 = phi i32 [ 0, %e.exit ], [ %82, %e.body2 ]
  %44 = icmp slt i32 %43, %42
  br i1 %44, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %45 = trunc i64 %6 to i32
  %46 = urem i32 %16, %45
  %47 = mul i32 %46, 32
  %48 = add i32 %43, %47
  %49 = trunc i64 %6 to i32
  %50 = udiv i32 %16, %49
  %51 = mul i32 %50, 512
  %52 = add i32 %48, %51
  %53 = udiv i32 %52, 32
  %54 = urem i32 %53, 32
  %55 = trunc i64 %7 to i32
  %56 = mul i32 %54, %55
  %57 = urem i32 %52, 32
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = trunc i64 %5 to i32
  %63 = mul i32 %16, %62
  %64 = add i32 %63, %43
  %65 = sext i32 %64 to i64
  %66 = getelementptr float, ptr %2, i64 %65
  store float %61, ptr %66, align 4
  %67 = load float, ptr %10, align 4
  %68 = fdiv float %67, 3.200000e+01
  %69 = fadd float %68, 0x3EE4F8B580000000
  %70 = call float @llvm.sqrt.f32(float %69)
  %71 = fdiv float 1.000000e+00, %70
  %72 = fmul float %61, %71
  %73 = sext i32 %43 to i64
  %74 = getelementptr float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fmul float %72, %75
  %77 = trunc i64 %5 to i32
  %78 = mul i32 %16, %77
  %79 = add i32 %78, %43
  %80 = sext i32 %79 to i64
  %81 = getelementptr float, ptr %3, i64 %80
  store float %76, ptr %81, align 4
  %82 = add nuw nsw i32 %43, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %83 = add nuw nsw i32 %16, 1
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
  %5 = trunc i64 %1 to i32
  %6 = trunc i64 %3 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %4 to i32
  %9 = call i32 @llvm.smin.i32(i32 %5, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %55, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = trunc i64 %2 to i32
  %13 = udiv i32 %10, %12
  %14 = sext i32 %13 to i64
  %15 = sitofp i64 %14 to double
  %16 = fmul double %15, 1.000000e+00
  %17 = fadd double %16, 0.000000e+00
  %18 = fptrunc double %17 to float
  %19 = trunc i64 %2 to i32
  %20 = urem i32 %10, %19
  %21 = sext i32 %20 to i64
  %22 = sitofp i64 %21 to double
  %23 = fmul double %22, 2.000000e+00
  %24 = fadd double %23, 0.000000e+00
  %25 = fptrunc double %24 to float
  %26 = fmul float %25, 0xBFF26BB1C0000000
  %27 = call float @llvm.maximum.f32(float %26, float -1.040000e+02)
  %28 = call float @llvm.minimum.f32(float %27, float 0x4056333340000000)
  %29 = fmul float %28, 0x3FF7154760000000
  %30 = call float @llvm.roundeven.f32(float %29)
  %31 = call float @llvm.fmuladd.f32(float %30, float 0xBFE62E4000000000, float %28)
  %32 = call float @llvm.fmuladd.f32(float %30, float 0xBEB7F7D1C0000000, float %31)
  %33 = call float @llvm.fmuladd.f32(float %32, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %34 = call float @llvm.fmuladd.f32(float %32, float %33, float 0x3FA5555560000000)
  %35 = call float @llvm.fmuladd.f32(float %32, float %34, float 0x3FC5555560000000)
  %36 = call float @llvm.fmuladd.f32(float %32, float %35, float 5.000000e-01)
  %37 = call float @llvm.fmuladd.f32(float %32, float %36, float 1.000000e+00)
  %38 = call float @llvm.fmuladd.f32(float %32, float %37, float 1.000000e+00)
  %39 = fcmp uno float %30, %30
  %40 = select i1 %39, float 0.000000e+00, float %30
  %41 = fptosi float %40 to i32
  %42 = ashr i32 %41, 1
  %43 = sub i32 %41, %42
  %44 = add i32 %43, 127
  %45 = shl i32 %44, 23
  %46 = bitcast i32 %45 to float
  %47 = add i32 %42, 127
  %48 = shl i32 %47, 23
  %49 = bitcast i32 %48 to float
  %50 = fmul float %38, %49
  %51 = fmul float %50, %46
  %52 = fmul float %18, %51
  %53 = sext i32 %10 to i64
  %54 = getelementptr float, ptr %0, i64 %53
  store float %52, ptr %54, align 4
  %55 = add nuw nsw i32 %10, 1
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
  %13 = trunc i64 %2 to i32
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %12 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %18 = phi i32 [ %15, %body ], [ %48, %i.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %20 = trunc i64 %3 to i32
  %21 = udiv i32 %18, %20
  %22 = trunc i64 %4 to i32
  %23 = udiv i32 %18, %22
  %24 = trunc i64 %5 to i32
  %25 = urem i32 %23, %24
  %26 = trunc i64 %6 to i32
  %27 = udiv i32 %18, %26
  %28 = trunc i64 %7 to i32
  %29 = urem i32 %27, %28
  %30 = trunc i64 %6 to i32
  %31 = urem i32 %18, %30
  %32 = add i32 4, %31
  %33 = trunc i64 %8 to i32
  %34 = mul i32 %21, %33
  %35 = trunc i64 %9 to i32
  %36 = mul i32 %25, %35
  %37 = add i32 %34, %36
  %38 = trunc i64 %10 to i32
  %39 = mul i32 %29, %38
  %40 = add i32 %37, %39
  %41 = add i32 %40, %32
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fneg float %44
  %46 = sext i32 %18 to i64
  %47 = getelementptr float, ptr %1, i64 %46
  store float %45, ptr %47, align 4
  %48 = add nuw nsw i32 %18, 1
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
  %13 = trunc i64 %2 to i32
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %12 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %18 = phi i32 [ %15, %body ], [ %48, %i.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %20 = trunc i64 %3 to i32
  %21 = udiv i32 %18, %20
  %22 = trunc i64 %4 to i32
  %23 = udiv i32 %18, %22
  %24 = trunc i64 %5 to i32
  %25 = urem i32 %23, %24
  %26 = trunc i64 %6 to i32
  %27 = udiv i32 %18, %26
  %28 = trunc i64 %7 to i32
  %29 = urem i32 %27, %28
  %30 = trunc i64 %6 to i32
  %31 = urem i32 %18, %30
  %32 = add i32 4, %31
  %33 = trunc i64 %8 to i32
  %34 = mul i32 %21, %33
  %35 = trunc i64 %9 to i32
  %36 = mul i32 %25, %35
  %37 = add i32 %34, %36
  %38 = trunc i64 %10 to i32
  %39 = mul i32 %29, %38
  %40 = add i32 %37, %39
  %41 = add i32 %40, %32
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fneg float %44
  %46 = sext i32 %18 to i64
  %47 = getelementptr float, ptr %1, i64 %46
  store float %45, ptr %47, align 4
  %48 = add nuw nsw i32 %18, 1
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
  %16 = trunc i64 %7 to i32
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %15 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %21 = phi i32 [ %18, %body ], [ %59, %i.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %23 = sext i32 %21 to i64
  %24 = getelementptr float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = trunc i64 %11 to i32
  %27 = udiv i32 %21, %26
  %28 = trunc i64 %12 to i32
  %29 = urem i32 %27, %28
  %30 = trunc i64 %13 to i32
  %31 = mul i32 %29, %30
  %32 = trunc i64 %11 to i32
  %33 = urem i32 %21, %32
  %34 = add i32 %31, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = call float @llvm.cos.f32(float %37)
  %39 = fmul float %25, %38
  %40 = sext i32 %21 to i64
  %41 = getelementptr float, ptr %2, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = call float @llvm.sin.f32(float %37)
  %44 = fmul float %42, %43
  %45 = fadd float %39, %44
  %46 = sext i32 %21 to i64
  %47 = getelementptr float, ptr %5, i64 %46
  store float %45, ptr %47, align 4
  %48 = sext i32 %21 to i64
  %49 = getelementptr float, ptr %3, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, %38
  %52 = sext i32 %21 to i64
  %53 = getelementptr float, ptr %4, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fmul float %54, %43
  %56 = fadd float %51, %55
  %57 = sext i32 %21 to i64
  %58 = getelementptr float, ptr %6, i64 %57
  store float %56, ptr %58, align 4
  %59 = add nuw nsw i32 %21, 1
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
  %19 = trunc i64 %5 to i32
  %20 = trunc i64 %17 to i32
  %21 = call i32 @llvm.smax.i32(i32 0, i32 %20)
  %22 = trunc i64 %18 to i32
  %23 = call i32 @llvm.smin.i32(i32 %19, i32 %22)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %24 = phi i32 [ %21, %body ], [ %88, %j.exit ]
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %26 = trunc i64 %9 to i32
  %27 = mul i32 %24, %26
  %28 = trunc i64 %9 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %29 = phi i32 [ 0, %r.body ], [ %87, %j.body ]
  %30 = icmp slt i32 %29, %28
  br i1 %30, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %31 = trunc i64 %6 to i32
  %32 = udiv i32 %24, %31
  %33 = trunc i64 %10 to i32
  %34 = mul i32 %32, %33
  %35 = trunc i64 %7 to i32
  %36 = udiv i32 %24, %35
  %37 = trunc i64 %8 to i32
  %38 = urem i32 %36, %37
  %39 = trunc i64 %11 to i32
  %40 = mul i32 %38, %39
  %41 = add i32 %34, %40
  %42 = trunc i64 %12 to i32
  %43 = mul i32 %29, %42
  %44 = add i32 %41, %43
  %45 = trunc i64 %7 to i32
  %46 = urem i32 %24, %45
  %47 = add i32 %44, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = trunc i64 %13 to i32
  %52 = mul i32 %29, %51
  %53 = trunc i64 %7 to i32
  %54 = urem i32 %24, %53
  %55 = add i32 %52, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = call float @llvm.cos.f32(float %58)
  %60 = fmul float %50, %59
  %61 = trunc i64 %6 to i32
  %62 = udiv i32 %24, %61
  %63 = trunc i64 %14 to i32
  %64 = mul i32 %62, %63
  %65 = trunc i64 %7 to i32
  %66 = udiv i32 %24, %65
  %67 = trunc i64 %8 to i32
  %68 = urem i32 %66, %67
  %69 = trunc i64 %15 to i32
  %70 = mul i32 %68, %69
  %71 = add i32 %64, %70
  %72 = trunc i64 %16 to i32
  %73 = mul i32 %29, %72
  %74 = add i32 %71, %73
  %75 = trunc i64 %7 to i32
  %76 = urem i32 %24, %75
  %77 = add i32 %74, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %2, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = call float @llvm.sin.f32(float %58)
  %82 = fmul float %80, %81
  %83 = fadd float %60, %82
  %84 = add i32 %27, %29
  %85 = sext i32 %84 to i64
  %86 = getelementptr float, ptr %3, i64 %85
  store float %83, ptr %86, align 4
  %87 = add nuw nsw i32 %29, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %88 = add nuw nsw i32 %24, 1
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
  %14 = trunc i64 %4 to i32
  %15 = trunc i64 %9 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %10 to i32
  %18 = call i32 @llvm.smin.i32(i32 %14, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %19 = phi i32 [ %16, %body ], [ %118, %e.exit6 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %12, align 4
  %21 = trunc i64 %5 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %22 = phi i32 [ 0, %row.body ], [ %41, %e.body ]
  %23 = icmp slt i32 %22, %21
  br i1 %23, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %24 = sext i32 %22 to i64
  %25 = trunc i64 %7 to i32
  %26 = urem i32 %19, %25
  %27 = sext i32 %26 to i64
  %28 = sub i64 %24, %27
  %29 = icmp sle i64 %28, 0
  %30 = select i1 %29, i1 true, i1 false
  %31 = trunc i64 %5 to i32
  %32 = mul i32 %19, %31
  %33 = add i32 %32, %22
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fmul float %36, 0x3F96A09E60000000
  %38 = select i1 %30, float %37, float 0xFFF0000000000000
  %39 = load float, ptr %12, align 4
  %40 = call reassoc float @llvm.maximum.f32(float %39, float %38)
  store float %40, ptr %12, align 4
  %41 = add nuw nsw i32 %22, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %11, align 4
  %42 = trunc i64 %5 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %43 = phi i32 [ 0, %e.exit ], [ %94, %e.body2 ]
  %44 = icmp slt i32 %43, %42
  br i1 %44, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %45 = sext i32 %43 to i64
  %46 = trunc i64 %7 to i32
  %47 = urem i32 %19, %46
  %48 = sext i32 %47 to i64
  %49 = sub i64 %45, %48
  %50 = icmp sle i64 %49, 0
  %51 = select i1 %50, i1 true, i1 false
  %52 = trunc i64 %5 to i32
  %53 = mul i32 %19, %52
  %54 = add i32 %53, %43
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, 0x3F96A09E60000000
  %59 = select i1 %51, float %58, float 0xFFF0000000000000
  %60 = load float, ptr %12, align 4
  %61 = fcmp une float %60, 0xFFF0000000000000
  %62 = load float, ptr %12, align 4
  %63 = select i1 %61, float %62, float 0.000000e+00
  %64 = fsub float %59, %63
  %65 = call float @llvm.maximum.f32(float %64, float -1.040000e+02)
  %66 = call float @llvm.minimum.f32(float %65, float 0x4056333340000000)
  %67 = fmul float %66, 0x3FF7154760000000
  %68 = call float @llvm.roundeven.f32(float %67)
  %69 = call float @llvm.fmuladd.f32(float %68, float 0xBFE62E4000000000, float %66)
  %70 = call float @llvm.fmuladd.f32(float %68, float 0xBEB7F7D1C0000000, float %69)
  %71 = call float @llvm.fmuladd.f32(float %70, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %72 = call float @llvm.fmuladd.f32(float %70, float %71, float 0x3FA5555560000000)
  %73 = call float @llvm.fmuladd.f32(float %70, float %72, float 0x3FC5555560000000)
  %74 = call float @llvm.fmuladd.f32(float %70, float %73, float 5.000000e-01)
  %75 = call float @llvm.fmuladd.f32(float %70, float %74, float 1.000000e+00)
  %76 = call float @llvm.fmuladd.f32(float %70, float %75, float 1.000000e+00)
  %77 = fcmp uno float %68, %68
  %78 = select i1 %77, float 0.000000e+00, float %68
  %79 = fptosi float %78 to i32
  %80 = ashr i32 %79, 1
  %81 = sub i32 %79, %80
  %82 = add i32 %81, 127
  %83 = shl i32 %82, 23
  %84 = bitcast i32 %83 to float
  %85 = add i32 %80, 127
  %86 = shl i32 %85, 23
  %87 = bitcast i32 %86 to float
  %88 = fmul float %76, %87
  %89 = fmul float %88, %84
  %90 = sext i32 %43 to i64
  %91 = getelementptr [16 x float], ptr %13, i64 0, i64 %90
  store float %89, ptr %91, align 4
  %92 = load float, ptr %11, align 4
  %93 = fadd reassoc float %92, %89
  store float %93, ptr %11, align 4
  %94 = add nuw nsw i32 %43, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %95 = load float, ptr %12, align 4
  %96 = sext i32 %19 to i64
  %97 = getelementptr float, ptr %2, i64 %96
  store float %95, ptr %97, align 4
  %98 = load float, ptr %11, align 4
  %99 = sext i32 %19 to i64
  %100 = getelementptr float, ptr %3, i64 %99
  store float %98, ptr %100, align 4
  %101 = trunc i64 %5 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %102 = phi i32 [ 0, %e.exit3 ], [ %117, %e.body5 ]
  %103 = icmp slt i32 %102, %101
  br i1 %103, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %104 = sext i32 %102 to i64
  %105 = getelementptr [16 x float], ptr %13, i64 0, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = load float, ptr %11, align 4
  %108 = fcmp oeq float %107, 0.000000e+00
  %109 = load float, ptr %11, align 4
  %110 = select i1 %108, float 1.000000e+00, float %109
  %111 = fdiv float %106, %110
  %112 = trunc i64 %5 to i32
  %113 = mul i32 %19, %112
  %114 = add i32 %113, %102
  %115 = sext i32 %114 to i64
  %116 = getelementptr float, ptr %1, i64 %115
  store float %111, ptr %116, align 4
  %117 = add nuw nsw i32 %102, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %118 = add nuw nsw i32 %19, 1
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
  %11 = trunc i64 %5 to i32
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %16 = phi i32 [ %13, %body ], [ %75, %e.exit3 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %10, align 4
  %18 = trunc i64 %6 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = trunc i64 %6 to i32
  %22 = mul i32 %16, %21
  %23 = add i32 %22, %19
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = trunc i64 %6 to i32
  %28 = mul i32 %16, %27
  %29 = add i32 %28, %19
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd float %26, %32
  %34 = fmul float %33, %33
  %35 = load float, ptr %10, align 4
  %36 = fadd reassoc float %35, %34
  store float %36, ptr %10, align 4
  %37 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %38 = trunc i64 %6 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %39 = phi i32 [ 0, %e.exit ], [ %74, %e.body2 ]
  %40 = icmp slt i32 %39, %38
  br i1 %40, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %41 = trunc i64 %6 to i32
  %42 = mul i32 %16, %41
  %43 = add i32 %42, %39
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = trunc i64 %6 to i32
  %48 = mul i32 %16, %47
  %49 = add i32 %48, %39
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd float %46, %52
  %54 = trunc i64 %6 to i32
  %55 = mul i32 %16, %54
  %56 = add i32 %55, %39
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %3, i64 %57
  store float %53, ptr %58, align 4
  %59 = load float, ptr %10, align 4
  %60 = fdiv float %59, 3.200000e+01
  %61 = fadd float %60, 0x3EE4F8B580000000
  %62 = call float @llvm.sqrt.f32(float %61)
  %63 = fdiv float 1.000000e+00, %62
  %64 = fmul float %53, %63
  %65 = sext i32 %39 to i64
  %66 = getelementptr float, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fmul float %64, %67
  %69 = trunc i64 %6 to i32
  %70 = mul i32 %16, %69
  %71 = add i32 %70, %39
  %72 = sext i32 %71 to i64
  %73 = getelementptr float, ptr %4, i64 %72
  store float %68, ptr %73, align 4
  %74 = add nuw nsw i32 %39, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %75 = add nuw nsw i32 %16, 1
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
  %10 = trunc i64 %4 to i32
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %69, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  %17 = trunc i64 %5 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %36, %e.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = trunc i64 %5 to i32
  %21 = mul i32 %15, %20
  %22 = add i32 %21, %18
  %23 = sext i32 %22 to i64
  %24 = getelementptr float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = trunc i64 %5 to i32
  %27 = mul i32 %15, %26
  %28 = add i32 %27, %18
  %29 = sext i32 %28 to i64
  %30 = getelementptr float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fadd float %25, %31
  %33 = fmul float %32, %32
  %34 = load float, ptr %9, align 4
  %35 = fadd reassoc float %34, %33
  store float %35, ptr %9, align 4
  %36 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %37 = trunc i64 %5 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %38 = phi i32 [ 0, %e.exit ], [ %68, %e.body2 ]
  %39 = icmp slt i32 %38, %37
  br i1 %39, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %40 = trunc i64 %5 to i32
  %41 = mul i32 %15, %40
  %42 = add i32 %41, %38
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = trunc i64 %5 to i32
  %47 = mul i32 %15, %46
  %48 = add i32 %47, %38
  %49 = sext i32 %48 to i64
  %50 = getelementptr float, ptr %1, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fadd float %45, %51
  %53 = load float, ptr %9, align 4
  %54 = fdiv float %53, 3.200000e+01
  %55 = fadd float %54, 0x3EE4F8B580000000
  %56 = call float @llvm.sqrt.f32(float %55)
  %57 = fdiv float 1.000000e+00, %56
  %58 = fmul float %52, %57
  %59 = sext i32 %38 to i64
  %60 = getelementptr float, ptr %2, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = fmul float %58, %61
  %63 = trunc i64 %5 to i32
  %64 = mul i32 %15, %63
  %65 = add i32 %64, %38
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %3, i64 %66
  store float %62, ptr %67, align 4
  %68 = add nuw nsw i32 %38, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %69 = add nuw nsw i32 %15, 1
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
  %14 = trunc i64 %5 to i32
  %15 = trunc i64 %10 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %11 to i32
  %18 = call i32 @llvm.smin.i32(i32 %14, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %19 = phi i32 [ %16, %body ], [ %138, %e.exit6 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %13, align 4
  %21 = trunc i64 %6 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %22 = phi i32 [ 0, %row.body ], [ %42, %e.body ]
  %23 = icmp slt i32 %22, %21
  br i1 %23, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %24 = mul i32 %19, 64
  %25 = add i32 %22, %24
  %26 = udiv i32 %25, 1024
  %27 = urem i32 %26, 2
  %28 = trunc i64 %7 to i32
  %29 = mul i32 %27, %28
  %30 = udiv i32 %25, 64
  %31 = urem i32 %30, 16
  %32 = trunc i64 %8 to i32
  %33 = mul i32 %31, %32
  %34 = add i32 %29, %33
  %35 = urem i32 %25, 64
  %36 = add i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = load float, ptr %13, align 4
  %41 = call reassoc float @llvm.maximum.f32(float %40, float %39)
  store float %41, ptr %13, align 4
  %42 = add nuw nsw i32 %22, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %12, align 4
  %43 = trunc i64 %6 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %44 = phi i32 [ 0, %e.exit ], [ %91, %e.body2 ]
  %45 = icmp slt i32 %44, %43
  br i1 %45, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %46 = mul i32 %19, 64
  %47 = add i32 %44, %46
  %48 = udiv i32 %47, 1024
  %49 = urem i32 %48, 2
  %50 = trunc i64 %7 to i32
  %51 = mul i32 %49, %50
  %52 = udiv i32 %47, 64
  %53 = urem i32 %52, 16
  %54 = trunc i64 %8 to i32
  %55 = mul i32 %53, %54
  %56 = add i32 %51, %55
  %57 = urem i32 %47, 64
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = load float, ptr %13, align 4
  %63 = fsub float %61, %62
  %64 = call float @llvm.maximum.f32(float %63, float -1.040000e+02)
  %65 = call float @llvm.minimum.f32(float %64, float 0x4056333340000000)
  %66 = fmul float %65, 0x3FF7154760000000
  %67 = call float @llvm.roundeven.f32(float %66)
  %68 = call float @llvm.fmuladd.f32(float %67, float 0xBFE62E4000000000, float %65)
  %69 = call float @llvm.fmuladd.f32(float %67, float 0xBEB7F7D1C0000000, float %68)
  %70 = call float @llvm.fmuladd.f32(float %69, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %71 = call float @llvm.fmuladd.f32(float %69, float %70, float 0x3FA5555560000000)
  %72 = call float @llvm.fmuladd.f32(float %69, float %71, float 0x3FC5555560000000)
  %73 = call float @llvm.fmuladd.f32(float %69, float %72, float 5.000000e-01)
  %74 = call float @llvm.fmuladd.f32(float %69, float %73, float 1.000000e+00)
  %75 = call float @llvm.fmuladd.f32(float %69, float %74, float 1.000000e+00)
  %76 = fcmp uno float %67, %67
  %77 = select i1 %76, float 0.000000e+00, float %67
  %78 = fptosi float %77 to i32
  %79 = ashr i32 %78, 1
  %80 = sub i32 %78, %79
  %81 = add i32 %80, 127
  %82 = shl i32 %81, 23
  %83 = bitcast i32 %82 to float
  %84 = add i32 %79, 127
  %85 = shl i32 %84, 23
  %86 = bitcast i32 %85 to float
  %87 = fmul float %75, %86
  %88 = fmul float %87, %83
  %89 = load float, ptr %12, align 4
  %90 = fadd reassoc float %89, %88
  store float %90, ptr %12, align 4
  %91 = add nuw nsw i32 %44, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %92 = udiv i32 %19, 16
  %93 = urem i32 %92, 2
  %94 = trunc i64 %9 to i32
  %95 = mul i32 %93, %94
  %96 = urem i32 %19, 16
  %97 = add i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr i64, ptr %1, i64 %98
  %100 = load i64, ptr %99, align 8
  %101 = icmp ne i64 %100, -100
  %102 = select i1 %101, i64 %100, i64 0
  %103 = sext i32 %19 to i64
  %104 = getelementptr i64, ptr %3, i64 %103
  store i64 %102, ptr %104, align 8
  %105 = uitofp i1 %101 to float
  %106 = sext i32 %19 to i64
  %107 = getelementptr float, ptr %4, i64 %106
  store float %105, ptr %107, align 4
  %108 = trunc i64 %6 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %109 = phi i32 [ 0, %e.exit3 ], [ %137, %e.body5 ]
  %110 = icmp slt i32 %109, %108
  br i1 %110, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %111 = mul i32 %19, 64
  %112 = add i32 %109, %111
  %113 = udiv i32 %112, 1024
  %114 = urem i32 %113, 2
  %115 = trunc i64 %7 to i32
  %116 = mul i32 %114, %115
  %117 = udiv i32 %112, 64
  %118 = urem i32 %117, 16
  %119 = trunc i64 %8 to i32
  %120 = mul i32 %118, %119
  %121 = add i32 %116, %120
  %122 = urem i32 %112, 64
  %123 = add i32 %121, %122
  %124 = sext i32 %123 to i64
  %125 = getelementptr float, ptr %0, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = load float, ptr %13, align 4
  %128 = fsub float %126, %127
  %129 = load float, ptr %12, align 4
  %130 = call float @llvm.log.f32(float %129)
  %131 = fsub float %128, %130
  %132 = trunc i64 %6 to i32
  %133 = mul i32 %19, %132
  %134 = add i32 %133, %109
  %135 = sext i32 %134 to i64
  %136 = getelementptr float, ptr %2, i64 %135
  store float %131, ptr %136, align 4
  %137 = add nuw nsw i32 %109, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %138 = add nuw nsw i32 %19, 1
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
  %12 = phi i32 [ %9, %body ], [ %36, %e.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %7, align 4
  %14 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %32, %e.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = trunc i64 %4 to i32
  %18 = mul i32 %15, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fneg float %21
  %23 = trunc i64 %3 to i32
  %24 = mul i32 %12, %23
  %25 = add i32 %24, %15
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fmul float %22, %28
  %30 = load float, ptr %7, align 4
  %31 = fadd reassoc float %30, %29
  store float %31, ptr %7, align 4
  %32 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %33 = load float, ptr %7, align 4
  %34 = sext i32 %12 to i64
  %35 = getelementptr float, ptr %2, i64 %34
  store float %33, ptr %35, align 4
  %36 = add nuw nsw i32 %12, 1
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
  %11 = phi i32 [ %8, %body ], [ %31, %e.exit ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %6, align 4
  %13 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %14 = phi i32 [ 0, %row.body ], [ %24, %e.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %16 = trunc i64 %3 to i32
  %17 = mul i32 %11, %16
  %18 = add i32 %17, %14
  %19 = sext i32 %18 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load float, ptr %6, align 4
  %23 = fadd reassoc float %22, %21
  store float %23, ptr %6, align 4
  %24 = add nuw nsw i32 %14, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %25 = getelementptr float, ptr %1, i64 0
  %26 = load float, ptr %25, align 4
  %27 = load float, ptr %6, align 4
  %28 = fdiv float %26, %27
  %29 = sext i32 %11 to i64
  %30 = getelementptr float, ptr %2, i64 %29
  store float %28, ptr %30, align 4
  %31 = add nuw nsw i32 %11, 1
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
  %11 = trunc i64 %2 to i32
  %12 = trunc i64 %6 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %7 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %16 = phi i32 [ %13, %body ], [ %105, %e.exit6 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %9, align 4
  %18 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %39, %e.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = mul i32 %16, 64
  %22 = add i32 %19, %21
  %23 = udiv i32 %22, 1024
  %24 = urem i32 %23, 2
  %25 = trunc i64 %4 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 64
  %28 = urem i32 %27, 16
  %29 = trunc i64 %5 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 64
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = load float, ptr %9, align 4
  %38 = call reassoc float @llvm.maximum.f32(float %37, float %36)
  store float %38, ptr %9, align 4
  %39 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %8, align 4
  %40 = trunc i64 %3 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %41 = phi i32 [ 0, %e.exit ], [ %90, %e.body2 ]
  %42 = icmp slt i32 %41, %40
  br i1 %42, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %43 = mul i32 %16, 64
  %44 = add i32 %41, %43
  %45 = udiv i32 %44, 1024
  %46 = urem i32 %45, 2
  %47 = trunc i64 %4 to i32
  %48 = mul i32 %46, %47
  %49 = udiv i32 %44, 64
  %50 = urem i32 %49, 16
  %51 = trunc i64 %5 to i32
  %52 = mul i32 %50, %51
  %53 = add i32 %48, %52
  %54 = urem i32 %44, 64
  %55 = add i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = load float, ptr %9, align 4
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
  %86 = sext i32 %41 to i64
  %87 = getelementptr [64 x float], ptr %10, i64 0, i64 %86
  store float %85, ptr %87, align 4
  %88 = load float, ptr %8, align 4
  %89 = fadd reassoc float %88, %85
  store float %89, ptr %8, align 4
  %90 = add nuw nsw i32 %41, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %91 = trunc i64 %3 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %92 = phi i32 [ 0, %e.exit3 ], [ %104, %e.body5 ]
  %93 = icmp slt i32 %92, %91
  br i1 %93, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %94 = sext i32 %92 to i64
  %95 = getelementptr [64 x float], ptr %10, i64 0, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = load float, ptr %8, align 4
  %98 = fdiv float %96, %97
  %99 = trunc i64 %3 to i32
  %100 = mul i32 %16, %99
  %101 = add i32 %100, %92
  %102 = sext i32 %101 to i64
  %103 = getelementptr float, ptr %1, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nuw nsw i32 %92, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %105 = add nuw nsw i32 %16, 1
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
  %13 = phi i32 [ %10, %body ], [ %67, %e.exit3 ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  %15 = trunc i64 %4 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %31, %e.body ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = udiv i32 %16, 16
  %19 = urem i32 %18, 2
  %20 = trunc i64 %5 to i32
  %21 = mul i32 %19, %20
  %22 = urem i32 %16, 16
  %23 = add i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr i64, ptr %0, i64 %24
  %26 = load i64, ptr %25, align 8
  %27 = icmp ne i64 %26, -100
  %28 = uitofp i1 %27 to float
  %29 = load float, ptr %8, align 4
  %30 = fadd reassoc float %29, %28
  store float %30, ptr %8, align 4
  %31 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %32 = trunc i64 %4 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %33 = phi i32 [ 0, %e.exit ], [ %66, %e.body2 ]
  %34 = icmp slt i32 %33, %32
  br i1 %34, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %35 = udiv i32 %33, 16
  %36 = urem i32 %35, 2
  %37 = trunc i64 %5 to i32
  %38 = mul i32 %36, %37
  %39 = urem i32 %33, 16
  %40 = add i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr i64, ptr %0, i64 %41
  %43 = load i64, ptr %42, align 8
  %44 = icmp ne i64 %43, -100
  %45 = trunc i64 %4 to i32
  %46 = mul i32 %13, %45
  %47 = add i32 %46, %33
  %48 = sext i32 %47 to i64
  %49 = getelementptr i8, ptr %1, i64 %48
  %50 = zext i1 %44 to i8
  store i8 %50, ptr %49, align 1
  %51 = uitofp i1 %44 to float
  %52 = trunc i64 %4 to i32
  %53 = mul i32 %13, %52
  %54 = add i32 %53, %33
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %2, i64 %55
  store float %51, ptr %56, align 4
  %57 = load float, ptr %8, align 4
  %58 = fcmp oeq float %57, 0.000000e+00
  %59 = load float, ptr %8, align 4
  %60 = select i1 %58, float 1.000000e+00, float %59
  %61 = trunc i64 %4 to i32
  %62 = mul i32 %13, %61
  %63 = add i32 %62, %33
  %64 = sext i32 %63 to i64
  %65 = getelementptr float, ptr %3, i64 %64
  store float %60, ptr %65, align 4
  %66 = add nuw nsw i32 %33, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %67 = add nuw nsw i32 %13, 1
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
  %8 = trunc i64 %3 to i32
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 %8, i32 %11)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %13 = phi i32 [ %10, %body ], [ %35, %j.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %15 = trunc i64 %4 to i32
  %16 = mul i32 %13, %15
  %17 = trunc i64 %4 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %18 = phi i32 [ 0, %r.body ], [ %34, %j.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %20 = udiv i32 %13, 16
  %21 = urem i32 %20, 2
  %22 = trunc i64 %5 to i32
  %23 = mul i32 %21, %22
  %24 = urem i32 %13, 16
  %25 = add i32 %23, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr i64, ptr %0, i64 %26
  %28 = load i64, ptr %27, align 8
  %29 = icmp ne i64 %28, -100
  %30 = select i1 %29, i64 %28, i64 0
  %31 = add i32 %16, %18
  %32 = sext i32 %31 to i64
  %33 = getelementptr i64, ptr %1, i64 %32
  store i64 %30, ptr %33, align 8
  %34 = add nuw nsw i32 %18, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %35 = add nuw nsw i32 %13, 1
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
  %10 = trunc i64 %6 to i32
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %15 = phi i32 [ %12, %body ], [ %41, %j.exit ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %17 = trunc i64 %7 to i32
  %18 = mul i32 %15, %17
  %19 = trunc i64 %7 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %20 = phi i32 [ 0, %r.body ], [ %40, %j.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %22 = sext i32 %15 to i64
  %23 = getelementptr i8, ptr %2, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = icmp ne i8 %24, 0
  %26 = sext i32 %15 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = getelementptr float, ptr %0, i64 0
  %30 = load float, ptr %29, align 4
  %31 = fmul float %28, %30
  %32 = select i1 %25, float %31, float 0.000000e+00
  %33 = sext i32 %15 to i64
  %34 = getelementptr float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fdiv float %32, %35
  %37 = add i32 %18, %20
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %4, i64 %38
  store float %36, ptr %39, align 4
  %40 = add nuw nsw i32 %20, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %41 = add nuw nsw i32 %15, 1
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
  %13 = trunc i64 %5 to i32
  %14 = trunc i64 %11 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %12 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %18 = phi i32 [ %15, %body ], [ %70, %j.exit ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %20 = trunc i64 %7 to i32
  %21 = mul i32 %18, %20
  %22 = trunc i64 %7 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %23 = phi i32 [ 0, %r.body ], [ %69, %j.body ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %25 = trunc i64 %6 to i32
  %26 = urem i32 %18, %25
  %27 = mul i32 %26, 64
  %28 = add i32 %23, %27
  %29 = trunc i64 %6 to i32
  %30 = udiv i32 %18, %29
  %31 = mul i32 %30, 1024
  %32 = add i32 %28, %31
  %33 = udiv i32 %32, 64
  %34 = urem i32 %33, 32
  %35 = trunc i64 %8 to i32
  %36 = mul i32 %34, %35
  %37 = urem i32 %32, 64
  %38 = add i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = udiv i32 %32, 64
  %43 = urem i32 %42, 32
  %44 = trunc i64 %9 to i32
  %45 = mul i32 %43, %44
  %46 = urem i32 %32, 64
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr i64, ptr %0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = urem i32 %32, 64
  %52 = sext i32 %51 to i64
  %53 = icmp eq i64 %50, %52
  %54 = uitofp i1 %53 to float
  %55 = fsub float %41, %54
  %56 = udiv i32 %32, 64
  %57 = urem i32 %56, 32
  %58 = trunc i64 %10 to i32
  %59 = mul i32 %57, %58
  %60 = urem i32 %32, 64
  %61 = add i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr %2, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fmul float %55, %64
  %66 = add i32 %21, %23
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %3, i64 %67
  store float %65, ptr %68, align 4
  %69 = add nuw nsw i32 %23, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %70 = add nuw nsw i32 %18, 1
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
  %11 = trunc i64 %4 to i32
  %12 = trunc i64 %9 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %10 to i32
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 %14)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %16 = phi i32 [ %13, %body ], [ %68, %i.body ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %18 = trunc i64 %5 to i32
  %19 = urem i32 %16, %18
  %20 = trunc i64 %5 to i32
  %21 = udiv i32 %16, %20
  %22 = mul i32 %21, 64
  %23 = add i32 %19, %22
  %24 = urem i32 %23, 64
  %25 = udiv i32 %23, 64
  %26 = urem i32 %25, 16
  %27 = mul i32 %26, 64
  %28 = add i32 %24, %27
  %29 = udiv i32 %23, 1024
  %30 = urem i32 %29, 2
  %31 = mul i32 %30, 1024
  %32 = add i32 %28, %31
  %33 = udiv i32 %32, 64
  %34 = urem i32 %33, 32
  %35 = trunc i64 %6 to i32
  %36 = mul i32 %34, %35
  %37 = urem i32 %32, 64
  %38 = add i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = udiv i32 %32, 64
  %43 = urem i32 %42, 32
  %44 = trunc i64 %7 to i32
  %45 = mul i32 %43, %44
  %46 = urem i32 %32, 64
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr i64, ptr %0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = urem i32 %32, 64
  %52 = sext i32 %51 to i64
  %53 = icmp eq i64 %50, %52
  %54 = uitofp i1 %53 to float
  %55 = fsub float %41, %54
  %56 = udiv i32 %32, 64
  %57 = urem i32 %56, 32
  %58 = trunc i64 %8 to i32
  %59 = mul i32 %57, %58
  %60 = urem i32 %32, 64
  %61 = add i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr %2, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fmul float %55, %64
  %66 = sext i32 %16 to i64
  %67 = getelementptr float, ptr %3, i64 %66
  store float %65, ptr %67, align 4
  %68 = add nuw nsw i32 %16, 1
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
  %21 = trunc i64 %11 to i32
  %22 = trunc i64 %15 to i32
  %23 = call i32 @llvm.smax.i32(i32 0, i32 %22)
  %24 = trunc i64 %16 to i32
  %25 = call i32 @llvm.smin.i32(i32 %21, i32 %24)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %26 = phi i32 [ %23, %body ], [ %224, %e.exit6 ]
  %27 = icmp slt i32 %26, %25
  br i1 %27, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %20, align 4
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %18, align 4
  %28 = trunc i64 %12 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %29 = phi i32 [ 0, %row.body ], [ %71, %e.body ]
  %30 = icmp slt i32 %29, %28
  br i1 %30, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %31 = trunc i64 %13 to i32
  %32 = urem i32 %26, %31
  %33 = mul i32 %32, 32
  %34 = add i32 %29, %33
  %35 = trunc i64 %13 to i32
  %36 = udiv i32 %26, %35
  %37 = mul i32 %36, 512
  %38 = add i32 %34, %37
  %39 = udiv i32 %38, 32
  %40 = urem i32 %39, 32
  %41 = trunc i64 %14 to i32
  %42 = mul i32 %40, %41
  %43 = urem i32 %38, 32
  %44 = add i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = trunc i64 %12 to i32
  %49 = mul i32 %26, %48
  %50 = add i32 %49, %29
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fadd float %47, %53
  %55 = trunc i64 %12 to i32
  %56 = mul i32 %26, %55
  %57 = add i32 %56, %29
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %2, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd float %54, %60
  %62 = fmul float %61, %61
  %63 = load float, ptr %20, align 4
  %64 = fadd reassoc float %63, %62
  store float %64, ptr %20, align 4
  %65 = fmul float %54, %54
  %66 = load float, ptr %19, align 4
  %67 = fadd reassoc float %66, %65
  store float %67, ptr %19, align 4
  %68 = fmul float %47, %47
  %69 = load float, ptr %18, align 4
  %70 = fadd reassoc float %69, %68
  store float %70, ptr %18, align 4
  %71 = add nuw nsw i32 %29, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %17, align 4
  %72 = trunc i64 %12 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %73 = phi i32 [ 0, %e.exit ], [ %125, %e.body2 ]
  %74 = icmp slt i32 %73, %72
  br i1 %74, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %75 = trunc i64 %12 to i32
  %76 = mul i32 %26, %75
  %77 = add i32 %76, %73
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %4, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = sext i32 %73 to i64
  %82 = getelementptr float, ptr %3, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fmul float %80, %83
  %85 = trunc i64 %13 to i32
  %86 = urem i32 %26, %85
  %87 = mul i32 %86, 32
  %88 = add i32 %73, %87
  %89 = trunc i64 %13 to i32
  %90 = udiv i32 %26, %89
  %91 = mul i32 %90, 512
  %92 = add i32 %88, %91
  %93 = udiv i32 %92, 32
  %94 = urem i32 %93, 32
  %95 = trunc i64 %14 to i32
  %96 = mul i32 %94, %95
  %97 = urem i32 %92, 32
  %98 = add i32 %96, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr float, ptr %0, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = trunc i64 %12 to i32
  %103 = mul i32 %26, %102
  %104 = add i32 %103, %73
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr %1, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = fadd float %101, %107
  %109 = trunc i64 %12 to i32
  %110 = mul i32 %26, %109
  %111 = add i32 %110, %73
  %112 = sext i32 %111 to i64
  %113 = getelementptr float, ptr %2, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fadd float %108, %114
  %116 = load float, ptr %20, align 4
  %117 = fdiv float %116, 3.200000e+01
  %118 = fadd float %117, 0x3EE4F8B580000000
  %119 = call float @llvm.sqrt.f32(float %118)
  %120 = fdiv float 1.000000e+00, %119
  %121 = fmul float %115, %120
  %122 = fmul float %84, %121
  %123 = load float, ptr %17, align 4
  %124 = fadd reassoc float %123, %122
  store float %124, ptr %17, align 4
  %125 = add nuw nsw i32 %73, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %126 = trunc i64 %12 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %127 = phi i32 [ 0, %e.exit3 ], [ %223, %e.body5 ]
  %128 = icmp slt i32 %127, %126
  br i1 %128, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %129 = trunc i64 %13 to i32
  %130 = urem i32 %26, %129
  %131 = mul i32 %130, 32
  %132 = add i32 %127, %131
  %133 = trunc i64 %13 to i32
  %134 = udiv i32 %26, %133
  %135 = mul i32 %134, 512
  %136 = add i32 %132, %135
  %137 = udiv i32 %136, 32
  %138 = urem i32 %137, 32
  %139 = trunc i64 %14 to i32
  %140 = mul i32 %138, %139
  %141 = urem i32 %136, 32
  %142 = add i32 %140, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr float, ptr %0, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = trunc i64 %12 to i32
  %147 = mul i32 %26, %146
  %148 = add i32 %147, %127
  %149 = sext i32 %148 to i64
  %150 = getelementptr float, ptr %1, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = fadd float %145, %151
  %153 = trunc i64 %12 to i32
  %154 = mul i32 %26, %153
  %155 = add i32 %154, %127
  %156 = sext i32 %155 to i64
  %157 = getelementptr float, ptr %2, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = fadd float %152, %158
  %160 = load float, ptr %20, align 4
  %161 = fdiv float %160, 3.200000e+01
  %162 = fadd float %161, 0x3EE4F8B580000000
  %163 = call float @llvm.sqrt.f32(float %162)
  %164 = fdiv float 1.000000e+00, %163
  %165 = fmul float %159, %164
  %166 = trunc i64 %12 to i32
  %167 = mul i32 %26, %166
  %168 = add i32 %167, %127
  %169 = sext i32 %168 to i64
  %170 = getelementptr float, ptr %5, i64 %169
  store float %165, ptr %170, align 4
  %171 = trunc i64 %12 to i32
  %172 = mul i32 %26, %171
  %173 = add i32 %172, %127
  %174 = sext i32 %173 to i64
  %175 = getelementptr float, ptr %4, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = sext i32 %127 to i64
  %178 = getelementptr float, ptr %3, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = fmul float %176, %179
  %181 = load float, ptr %17, align 4
  %182 = fdiv float %181, 3.200000e+01
  %183 = fmul float %165, %182
  %184 = fsub float %180, %183
  %185 = fmul float %164, %184
  %186 = trunc i64 %12 to i32
  %187 = mul i32 %26, %186
  %188 = add i32 %187, %127
  %189 = sext i32 %188 to i64
  %190 = getelementptr float, ptr %6, i64 %189
  store float %185, ptr %190, align 4
  %191 = load float, ptr %19, align 4
  %192 = fdiv float %191, 3.200000e+01
  %193 = fadd float %192, 0x3EE4F8B580000000
  %194 = call float @llvm.sqrt.f32(float %193)
  %195 = fdiv float 1.000000e+00, %194
  %196 = fmul float %152, %195
  %197 = trunc i64 %12 to i32
  %198 = mul i32 %26, %197
  %199 = add i32 %198, %127
  %200 = sext i32 %199 to i64
  %201 = getelementptr float, ptr %7, i64 %200
  store float %196, ptr %201, align 4
  %202 = trunc i64 %12 to i32
  %203 = mul i32 %26, %202
  %204 = add i32 %203, %127
  %205 = sext i32 %204 to i64
  %206 = getelementptr float, ptr %8, i64 %205
  store float %195, ptr %206, align 4
  %207 = load float, ptr %18, align 4
  %208 = fdiv float %207, 3.200000e+01
  %209 = fadd float %208, 0x3EE4F8B580000000
  %210 = call float @llvm.sqrt.f32(float %209)
  %211 = fdiv float 1.000000e+00, %210
  %212 = fmul float %145, %211
  %213 = trunc i64 %12 to i32
  %214 = mul i32 %26, %213
  %215 = add i32 %214, %127
  %216 = sext i32 %215 to i64
  %217 = getelementptr float, ptr %9, i64 %216
  store float %212, ptr %217, align 4
  %218 = trunc i64 %12 to i32
  %219 = mul i32 %26, %218
  %220 = add i32 %219, %127
  %221 = sext i32 %220 to i64
  %222 = getelementptr float, ptr %10, i64 %221
  store float %211, ptr %222, align 4
  %223 = add nuw nsw i32 %127, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %224 = add nuw nsw i32 %26, 1
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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %14 = phi i32 [ %11, %body ], [ %41, %j.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %16 = trunc i64 %4 to i32
  %17 = mul i32 %14, %16
  %18 = trunc i64 %4 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %19 = phi i32 [ 0, %r.body ], [ %40, %j.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %21 = mul i32 %14, 32
  %22 = add i32 %19, %21
  %23 = udiv i32 %22, 512
  %24 = urem i32 %23, 2
  %25 = trunc i64 %5 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 32
  %28 = urem i32 %27, 16
  %29 = trunc i64 %6 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 32
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = add i32 %17, %19
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %1, i64 %38
  store float %36, ptr %39, align 4
  %40 = add nuw nsw i32 %19, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %41 = add nuw nsw i32 %14, 1
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
  %28 = mul i32 %21, 86
  %29 = add i32 %26, %28
  %30 = udiv i32 %29, 1376
  %31 = urem i32 %30, 2
  %32 = trunc i64 %8 to i32
  %33 = mul i32 %31, %32
  %34 = udiv i32 %29, 86
  %35 = urem i32 %34, 16
  %36 = trunc i64 %9 to i32
  %37 = mul i32 %35, %36
  %38 = add i32 %33, %37
  %39 = urem i32 %29, 86
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
  %53 = udiv i32 %29, 86
  %54 = urem i32 %53, 16
  %55 = trunc i64 %11 to i32
  %56 = mul i32 %54, %55
  %57 = add i32 %52, %56
  %58 = urem i32 %29, 86
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
  %71 = udiv i32 %29, 86
  %72 = urem i32 %71, 16
  %73 = trunc i64 %13 to i32
  %74 = mul i32 %72, %73
  %75 = add i32 %70, %74
  %76 = urem i32 %29, 86
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
  %27 = mul i32 %20, 86
  %28 = add i32 %25, %27
  %29 = udiv i32 %28, 1376
  %30 = urem i32 %29, 2
  %31 = trunc i64 %7 to i32
  %32 = mul i32 %30, %31
  %33 = udiv i32 %28, 86
  %34 = urem i32 %33, 16
  %35 = trunc i64 %8 to i32
  %36 = mul i32 %34, %35
  %37 = add i32 %32, %36
  %38 = urem i32 %28, 86
  %39 = add i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = udiv i32 %28, 1376
  %44 = urem i32 %43, 2
  %45 = trunc i64 %9 to i32
  %46 = mul i32 %44, %45
  %47 = udiv i32 %28, 86
  %48 = urem i32 %47, 16
  %49 = trunc i64 %10 to i32
  %50 = mul i32 %48, %49
  %51 = add i32 %46, %50
  %52 = urem i32 %28, 86
  %53 = add i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fmul float %42, %56
  %58 = udiv i32 %28, 1376
  %59 = urem i32 %58, 2
  %60 = trunc i64 %11 to i32
  %61 = mul i32 %59, %60
  %62 = udiv i32 %28, 86
  %63 = urem i32 %62, 16
  %64 = trunc i64 %12 to i32
  %65 = mul i32 %63, %64
  %66 = add i32 %61, %65
  %67 = urem i32 %28, 86
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
  %14 = trunc i64 %8 to i32
  %15 = trunc i64 %11 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %12 to i32
  %18 = call i32 @llvm.smin.i32(i32 %14, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %19 = phi i32 [ %16, %body ], [ %107, %e.exit3 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %13, align 4
  %21 = trunc i64 %9 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %22 = phi i32 [ 0, %row.body ], [ %50, %e.body ]
  %23 = icmp slt i32 %22, %21
  br i1 %23, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %24 = trunc i64 %9 to i32
  %25 = mul i32 %19, %24
  %26 = add i32 %25, %22
  %27 = sext i32 %26 to i64
  %28 = getelementptr float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = trunc i64 %9 to i32
  %31 = mul i32 %19, %30
  %32 = add i32 %31, %22
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd float %29, %35
  %37 = sext i32 %22 to i64
  %38 = getelementptr float, ptr %2, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul float %36, %39
  %41 = trunc i64 %9 to i32
  %42 = mul i32 %19, %41
  %43 = add i32 %42, %22
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %3, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fmul float %40, %46
  %48 = load float, ptr %13, align 4
  %49 = fadd reassoc float %48, %47
  store float %49, ptr %13, align 4
  %50 = add nuw nsw i32 %22, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %51 = trunc i64 %9 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %52 = phi i32 [ 0, %e.exit ], [ %106, %e.body2 ]
  %53 = icmp slt i32 %52, %51
  br i1 %53, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %54 = trunc i64 %9 to i32
  %55 = mul i32 %19, %54
  %56 = add i32 %55, %52
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = trunc i64 %9 to i32
  %61 = mul i32 %19, %60
  %62 = add i32 %61, %52
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd float %59, %65
  %67 = trunc i64 %9 to i32
  %68 = mul i32 %19, %67
  %69 = add i32 %68, %52
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %3, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fmul float %66, %72
  %74 = trunc i64 %9 to i32
  %75 = mul i32 %19, %74
  %76 = add i32 %75, %52
  %77 = sext i32 %76 to i64
  %78 = getelementptr float, ptr %6, i64 %77
  store float %73, ptr %78, align 4
  %79 = trunc i64 %9 to i32
  %80 = mul i32 %19, %79
  %81 = add i32 %80, %52
  %82 = sext i32 %81 to i64
  %83 = getelementptr float, ptr %5, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = trunc i64 %9 to i32
  %86 = mul i32 %19, %85
  %87 = add i32 %86, %52
  %88 = sext i32 %87 to i64
  %89 = getelementptr float, ptr %4, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = sext i32 %52 to i64
  %92 = getelementptr float, ptr %2, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = fmul float %66, %93
  %95 = load float, ptr %13, align 4
  %96 = fdiv float %95, 3.200000e+01
  %97 = fmul float %72, %96
  %98 = fsub float %94, %97
  %99 = fmul float %90, %98
  %100 = fadd float %84, %99
  %101 = trunc i64 %9 to i32
  %102 = mul i32 %19, %101
  %103 = add i32 %102, %52
  %104 = sext i32 %103 to i64
  %105 = getelementptr float, ptr %7, i64 %104
  store float %100, ptr %105, align 4
  %106 = add nuw nsw i32 %52, 1
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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %14 = phi i32 [ %11, %body ], [ %41, %j.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %16 = trunc i64 %4 to i32
  %17 = mul i32 %14, %16
  %18 = trunc i64 %4 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %19 = phi i32 [ 0, %r.body ], [ %40, %j.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %21 = mul i32 %14, 32
  %22 = add i32 %19, %21
  %23 = udiv i32 %22, 512
  %24 = urem i32 %23, 2
  %25 = trunc i64 %5 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 32
  %28 = urem i32 %27, 16
  %29 = trunc i64 %6 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 32
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = add i32 %17, %19
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %1, i64 %38
  store float %36, ptr %39, align 4
  %40 = add nuw nsw i32 %19, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %41 = add nuw nsw i32 %14, 1
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
  %29 = trunc i64 %12 to i32
  %30 = trunc i64 %24 to i32
  %31 = call i32 @llvm.smax.i32(i32 0, i32 %30)
  %32 = trunc i64 %25 to i32
  %33 = call i32 @llvm.smin.i32(i32 %29, i32 %32)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %34 = phi i32 [ %31, %body ], [ %330, %e.exit3 ]
  %35 = icmp slt i32 %34, %33
  br i1 %35, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %27, align 4
  store float 0.000000e+00, ptr %26, align 4
  %36 = trunc i64 %13 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %37 = phi i32 [ 0, %row.body ], [ %136, %e.body ]
  %38 = icmp slt i32 %37, %36
  br i1 %38, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %39 = trunc i64 %13 to i32
  %40 = mul i32 %34, %39
  %41 = add i32 %40, %37
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %3, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fneg float %44
  %46 = sext i32 %37 to i64
  %47 = trunc i64 %15 to i32
  %48 = urem i32 %34, %47
  %49 = sext i32 %48 to i64
  %50 = sub i64 %46, %49
  %51 = icmp sle i64 %50, 0
  %52 = select i1 %51, i1 true, i1 false
  %53 = trunc i64 %13 to i32
  %54 = mul i32 %34, %53
  %55 = add i32 %54, %37
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fmul float %58, 0x3F96A09E60000000
  %60 = select i1 %52, float %59, float 0xFFF0000000000000
  %61 = trunc i64 %14 to i32
  %62 = udiv i32 %34, %61
  %63 = trunc i64 %17 to i32
  %64 = mul i32 %62, %63
  %65 = trunc i64 %15 to i32
  %66 = udiv i32 %34, %65
  %67 = trunc i64 %16 to i32
  %68 = urem i32 %66, %67
  %69 = trunc i64 %18 to i32
  %70 = mul i32 %68, %69
  %71 = add i32 %64, %70
  %72 = trunc i64 %15 to i32
  %73 = urem i32 %34, %72
  %74 = add i32 %71, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fcmp une float %77, 0xFFF0000000000000
  %79 = select i1 %78, float %77, float 0.000000e+00
  %80 = fsub float %60, %79
  %81 = call float @llvm.maximum.f32(float %80, float -1.040000e+02)
  %82 = call float @llvm.minimum.f32(float %81, float 0x4056333340000000)
  %83 = fmul float %82, 0x3FF7154760000000
  %84 = call float @llvm.roundeven.f32(float %83)
  %85 = call float @llvm.fmuladd.f32(float %84, float 0xBFE62E4000000000, float %82)
  %86 = call float @llvm.fmuladd.f32(float %84, float 0xBEB7F7D1C0000000, float %85)
  %87 = call float @llvm.fmuladd.f32(float %86, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %88 = call float @llvm.fmuladd.f32(float %86, float %87, float 0x3FA5555560000000)
  %89 = call float @llvm.fmuladd.f32(float %86, float %88, float 0x3FC5555560000000)
  %90 = call float @llvm.fmuladd.f32(float %86, float %89, float 5.000000e-01)
  %91 = call float @llvm.fmuladd.f32(float %86, float %90, float 1.000000e+00)
  %92 = call float @llvm.fmuladd.f32(float %86, float %91, float 1.000000e+00)
  %93 = fcmp uno float %84, %84
  %94 = select i1 %93, float 0.000000e+00, float %84
  %95 = fptosi float %94 to i32
  %96 = ashr i32 %95, 1
  %97 = sub i32 %95, %96
  %98 = add i32 %97, 127
  %99 = shl i32 %98, 23
  %100 = bitcast i32 %99 to float
  %101 = add i32 %96, 127
  %102 = shl i32 %101, 23
  %103 = bitcast i32 %102 to float
  %104 = fmul float %92, %103
  %105 = fmul float %104, %100
  %106 = sext i32 %37 to i64
  %107 = getelementptr [16 x float], ptr %28, i64 0, i64 %106
  store float %105, ptr %107, align 4
  %108 = fmul float %45, %105
  %109 = trunc i64 %14 to i32
  %110 = udiv i32 %34, %109
  %111 = trunc i64 %19 to i32
  %112 = mul i32 %110, %111
  %113 = trunc i64 %15 to i32
  %114 = udiv i32 %34, %113
  %115 = trunc i64 %16 to i32
  %116 = urem i32 %114, %115
  %117 = trunc i64 %20 to i32
  %118 = mul i32 %116, %117
  %119 = add i32 %112, %118
  %120 = trunc i64 %15 to i32
  %121 = urem i32 %34, %120
  %122 = add i32 %119, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr float, ptr %2, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fcmp oeq float %125, 0.000000e+00
  %127 = select i1 %126, float 1.000000e+00, float %125
  %128 = fmul float %127, %127
  %129 = fdiv float %108, %128
  %130 = load float, ptr %27, align 4
  %131 = fadd reassoc float %130, %129
  store float %131, ptr %27, align 4
  %132 = fcmp oeq float %60, %77
  %133 = uitofp i1 %132 to float
  %134 = load float, ptr %26, align 4
  %135 = fadd reassoc float %134, %133
  store float %135, ptr %26, align 4
  %136 = add nuw nsw i32 %37, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %137 = trunc i64 %14 to i32
  %138 = udiv i32 %34, %137
  %139 = trunc i64 %17 to i32
  %140 = mul i32 %138, %139
  %141 = trunc i64 %15 to i32
  %142 = udiv i32 %34, %141
  %143 = trunc i64 %16 to i32
  %144 = urem i32 %142, %143
  %145 = trunc i64 %18 to i32
  %146 = mul i32 %144, %145
  %147 = add i32 %140, %146
  %148 = trunc i64 %15 to i32
  %149 = urem i32 %34, %148
  %150 = add i32 %147, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr float, ptr %1, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fcmp une float %153, 0xFFF0000000000000
  %155 = sext i32 %34 to i64
  %156 = getelementptr i8, ptr %10, i64 %155
  %157 = zext i1 %154 to i8
  store i8 %157, ptr %156, align 1
  %158 = trunc i64 %14 to i32
  %159 = udiv i32 %34, %158
  %160 = trunc i64 %19 to i32
  %161 = mul i32 %159, %160
  %162 = trunc i64 %15 to i32
  %163 = udiv i32 %34, %162
  %164 = trunc i64 %16 to i32
  %165 = urem i32 %163, %164
  %166 = trunc i64 %20 to i32
  %167 = mul i32 %165, %166
  %168 = add i32 %161, %167
  %169 = trunc i64 %15 to i32
  %170 = urem i32 %34, %169
  %171 = add i32 %168, %170
  %172 = sext i32 %171 to i64
  %173 = getelementptr float, ptr %2, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = fcmp oeq float %174, 0.000000e+00
  %176 = load float, ptr %27, align 4
  %177 = select i1 %175, float 0.000000e+00, float %176
  %178 = sext i32 %34 to i64
  %179 = getelementptr float, ptr %11, i64 %178
  store float %177, ptr %179, align 4
  %180 = trunc i64 %13 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %181 = phi i32 [ 0, %e.exit ], [ %329, %e.body2 ]
  %182 = icmp slt i32 %181, %180
  br i1 %182, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %183 = sext i32 %181 to i64
  %184 = trunc i64 %15 to i32
  %185 = urem i32 %34, %184
  %186 = sext i32 %185 to i64
  %187 = sub i64 %183, %186
  %188 = icmp sle i64 %187, 0
  %189 = select i1 %188, i1 true, i1 false
  %190 = trunc i64 %13 to i32
  %191 = mul i32 %34, %190
  %192 = add i32 %191, %181
  %193 = sext i32 %192 to i64
  %194 = getelementptr i8, ptr %4, i64 %193
  %195 = zext i1 %189 to i8
  store i8 %195, ptr %194, align 1
  %196 = sext i32 %181 to i64
  %197 = getelementptr [16 x float], ptr %28, i64 0, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = trunc i64 %13 to i32
  %200 = mul i32 %34, %199
  %201 = add i32 %200, %181
  %202 = sext i32 %201 to i64
  %203 = getelementptr float, ptr %5, i64 %202
  store float %198, ptr %203, align 4
  %204 = sub i64 %186, %183
  %205 = icmp sle i64 %204, 0
  %206 = select i1 %205, i1 true, i1 false
  %207 = trunc i64 %14 to i32
  %208 = udiv i32 %34, %207
  %209 = trunc i64 %21 to i32
  %210 = mul i32 %208, %209
  %211 = trunc i64 %15 to i32
  %212 = udiv i32 %34, %211
  %213 = trunc i64 %16 to i32
  %214 = urem i32 %212, %213
  %215 = trunc i64 %22 to i32
  %216 = mul i32 %214, %215
  %217 = add i32 %210, %216
  %218 = trunc i64 %23 to i32
  %219 = mul i32 %181, %218
  %220 = add i32 %217, %219
  %221 = trunc i64 %15 to i32
  %222 = urem i32 %34, %221
  %223 = add i32 %220, %222
  %224 = sext i32 %223 to i64
  %225 = getelementptr float, ptr %0, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = fmul float %226, 0x3F96A09E60000000
  %228 = select i1 %206, float %227, float 0xFFF0000000000000
  %229 = trunc i64 %14 to i32
  %230 = udiv i32 %34, %229
  %231 = trunc i64 %17 to i32
  %232 = mul i32 %230, %231
  %233 = trunc i64 %15 to i32
  %234 = udiv i32 %34, %233
  %235 = trunc i64 %16 to i32
  %236 = urem i32 %234, %235
  %237 = trunc i64 %18 to i32
  %238 = mul i32 %236, %237
  %239 = add i32 %232, %238
  %240 = add i32 %239, %181
  %241 = sext i32 %240 to i64
  %242 = getelementptr float, ptr %1, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = fcmp une float %243, 0xFFF0000000000000
  %245 = select i1 %244, float %243, float 0.000000e+00
  %246 = fsub float %228, %245
  %247 = call float @llvm.maximum.f32(float %246, float -1.040000e+02)
  %248 = call float @llvm.minimum.f32(float %247, float 0x4056333340000000)
  %249 = fmul float %248, 0x3FF7154760000000
  %250 = call float @llvm.roundeven.f32(float %249)
  %251 = call float @llvm.fmuladd.f32(float %250, float 0xBFE62E4000000000, float %248)
  %252 = call float @llvm.fmuladd.f32(float %250, float 0xBEB7F7D1C0000000, float %251)
  %253 = call float @llvm.fmuladd.f32(float %252, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %254 = call float @llvm.fmuladd.f32(float %252, float %253, float 0x3FA5555560000000)
  %255 = call float @llvm.fmuladd.f32(float %252, float %254, float 0x3FC5555560000000)
  %256 = call float @llvm.fmuladd.f32(float %252, float %255, float 5.000000e-01)
  %257 = call float @llvm.fmuladd.f32(float %252, float %256, float 1.000000e+00)
  %258 = call float @llvm.fmuladd.f32(float %252, float %257, float 1.000000e+00)
  %259 = fcmp uno float %250, %250
  %260 = select i1 %259, float 0.000000e+00, float %250
  %261 = fptosi float %260 to i32
  %262 = ashr i32 %261, 1
  %263 = sub i32 %261, %262
  %264 = add i32 %263, 127
  %265 = shl i32 %264, 23
  %266 = bitcast i32 %265 to float
  %267 = add i32 %262, 127
  %268 = shl i32 %267, 23
  %269 = bitcast i32 %268 to float
  %270 = fmul float %258, %269
  %271 = fmul float %270, %266
  %272 = trunc i64 %14 to i32
  %273 = udiv i32 %34, %272
  %274 = trunc i64 %19 to i32
  %275 = mul i32 %273, %274
  %276 = trunc i64 %15 to i32
  %277 = udiv i32 %34, %276
  %278 = trunc i64 %16 to i32
  %279 = urem i32 %277, %278
  %280 = trunc i64 %20 to i32
  %281 = mul i32 %279, %280
  %282 = add i32 %275, %281
  %283 = add i32 %282, %181
  %284 = sext i32 %283 to i64
  %285 = getelementptr float, ptr %2, i64 %284
  %286 = load float, ptr %285, align 4
  %287 = fcmp oeq float %286, 0.000000e+00
  %288 = select i1 %287, float 1.000000e+00, float %286
  %289 = fdiv float %271, %288
  %290 = trunc i64 %13 to i32
  %291 = mul i32 %34, %290
  %292 = add i32 %291, %181
  %293 = sext i32 %292 to i64
  %294 = getelementptr float, ptr %6, i64 %293
  store float %289, ptr %294, align 4
  %295 = trunc i64 %13 to i32
  %296 = mul i32 %34, %295
  %297 = add i32 %296, %181
  %298 = sext i32 %297 to i64
  %299 = getelementptr float, ptr %3, i64 %298
  %300 = load float, ptr %299, align 4
  %301 = select i1 %175, float 1.000000e+00, float %174
  %302 = fdiv float %300, %301
  %303 = trunc i64 %13 to i32
  %304 = mul i32 %34, %303
  %305 = add i32 %304, %181
  %306 = sext i32 %305 to i64
  %307 = getelementptr float, ptr %7, i64 %306
  store float %302, ptr %307, align 4
  %308 = trunc i64 %13 to i32
  %309 = mul i32 %34, %308
  %310 = add i32 %309, %181
  %311 = sext i32 %310 to i64
  %312 = getelementptr float, ptr %0, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = fmul float %313, 0x3F96A09E60000000
  %315 = select i1 %189, float %314, float 0xFFF0000000000000
  %316 = fcmp oeq float %315, %153
  %317 = uitofp i1 %316 to float
  %318 = trunc i64 %13 to i32
  %319 = mul i32 %34, %318
  %320 = add i32 %319, %181
  %321 = sext i32 %320 to i64
  %322 = getelementptr float, ptr %8, i64 %321
  store float %317, ptr %322, align 4
  %323 = load float, ptr %26, align 4
  %324 = trunc i64 %13 to i32
  %325 = mul i32 %34, %324
  %326 = add i32 %325, %181
  %327 = sext i32 %326 to i64
  %328 = getelementptr float, ptr %9, i64 %327
  store float %323, ptr %328, align 4
  %329 = add nuw nsw i32 %181, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %330 = add nuw nsw i32 %34, 1
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
  %9 = trunc i64 %2 to i32
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %7 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %14 = phi i32 [ %11, %body ], [ %28, %e.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %24, %e.body ]
  %17 = icmp slt i32 %16, 1
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = add i32 %14, %16
  %19 = sext i32 %18 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load float, ptr %8, align 4
  %23 = fadd reassoc float %22, %21
  store float %23, ptr %8, align 4
  %24 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %25 = load float, ptr %8, align 4
  %26 = sext i32 %14 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  store float %25, ptr %27, align 4
  %28 = add nuw nsw i32 %14, 1
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
  %19 = trunc i64 %6 to i32
  %20 = trunc i64 %16 to i32
  %21 = call i32 @llvm.smax.i32(i32 0, i32 %20)
  %22 = trunc i64 %17 to i32
  %23 = call i32 @llvm.smin.i32(i32 %19, i32 %22)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %24 = phi i32 [ %21, %body ], [ %128, %e.exit3 ]
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %18, align 4
  %26 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %27 = phi i32 [ 0, %row.body ], [ %63, %e.body ]
  %28 = icmp slt i32 %27, %26
  br i1 %28, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %29 = trunc i64 %7 to i32
  %30 = mul i32 %24, %29
  %31 = add i32 %30, %27
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = trunc i64 %8 to i32
  %36 = udiv i32 %24, %35
  %37 = trunc i64 %11 to i32
  %38 = mul i32 %36, %37
  %39 = trunc i64 %9 to i32
  %40 = udiv i32 %24, %39
  %41 = trunc i64 %10 to i32
  %42 = urem i32 %40, %41
  %43 = trunc i64 %12 to i32
  %44 = mul i32 %42, %43
  %45 = add i32 %38, %44
  %46 = trunc i64 %9 to i32
  %47 = urem i32 %24, %46
  %48 = add i32 %45, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fadd float %34, %51
  %53 = trunc i64 %7 to i32
  %54 = mul i32 %24, %53
  %55 = add i32 %54, %27
  %56 = sext i32 %55 to i64
  %57 = getelementptr float, ptr %2, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fmul float %52, %58
  %60 = fneg float %59
  %61 = load float, ptr %18, align 4
  %62 = fadd reassoc float %61, %60
  store float %62, ptr %18, align 4
  %63 = add nuw nsw i32 %27, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %64 = trunc i64 %8 to i32
  %65 = udiv i32 %24, %64
  %66 = trunc i64 %13 to i32
  %67 = mul i32 %65, %66
  %68 = trunc i64 %9 to i32
  %69 = udiv i32 %24, %68
  %70 = trunc i64 %10 to i32
  %71 = urem i32 %69, %70
  %72 = trunc i64 %14 to i32
  %73 = mul i32 %71, %72
  %74 = add i32 %67, %73
  %75 = trunc i64 %9 to i32
  %76 = urem i32 %24, %75
  %77 = trunc i64 %15 to i32
  %78 = mul i32 %76, %77
  %79 = add i32 %74, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr i8, ptr %3, i64 %80
  %82 = load i8, ptr %81, align 1
  %83 = icmp ne i8 %82, 0
  %84 = load float, ptr %18, align 4
  %85 = select i1 %83, float %84, float 0.000000e+00
  %86 = sext i32 %24 to i64
  %87 = getelementptr float, ptr %5, i64 %86
  store float %85, ptr %87, align 4
  %88 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %89 = phi i32 [ 0, %e.exit ], [ %127, %e.body2 ]
  %90 = icmp slt i32 %89, %88
  br i1 %90, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %91 = trunc i64 %7 to i32
  %92 = mul i32 %24, %91
  %93 = add i32 %92, %89
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr %1, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = trunc i64 %8 to i32
  %98 = udiv i32 %24, %97
  %99 = trunc i64 %11 to i32
  %100 = mul i32 %98, %99
  %101 = trunc i64 %9 to i32
  %102 = udiv i32 %24, %101
  %103 = trunc i64 %10 to i32
  %104 = urem i32 %102, %103
  %105 = trunc i64 %12 to i32
  %106 = mul i32 %104, %105
  %107 = add i32 %100, %106
  %108 = trunc i64 %9 to i32
  %109 = urem i32 %24, %108
  %110 = add i32 %107, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr float, ptr %0, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fadd float %96, %113
  %115 = trunc i64 %7 to i32
  %116 = mul i32 %24, %115
  %117 = add i32 %116, %89
  %118 = sext i32 %117 to i64
  %119 = getelementptr float, ptr %2, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = fmul float %114, %120
  %122 = trunc i64 %7 to i32
  %123 = mul i32 %24, %122
  %124 = add i32 %123, %89
  %125 = sext i32 %124 to i64
  %126 = getelementptr float, ptr %4, i64 %125
  store float %121, ptr %126, align 4
  %127 = add nuw nsw i32 %89, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %128 = add nuw nsw i32 %24, 1
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
  %9 = trunc i64 %2 to i32
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %7 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %14 = phi i32 [ %11, %body ], [ %28, %e.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %24, %e.body ]
  %17 = icmp slt i32 %16, 1
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = add i32 %14, %16
  %19 = sext i32 %18 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load float, ptr %8, align 4
  %23 = fadd reassoc float %22, %21
  store float %23, ptr %8, align 4
  %24 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %25 = load float, ptr %8, align 4
  %26 = sext i32 %14 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  store float %25, ptr %27, align 4
  %28 = add nuw nsw i32 %14, 1
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
  %16 = trunc i64 %7 to i32
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %15 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %21 = phi i32 [ %18, %body ], [ %71, %j.exit ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %23 = trunc i64 %11 to i32
  %24 = mul i32 %21, %23
  %25 = trunc i64 %11 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %26 = phi i32 [ 0, %r.body ], [ %70, %j.body ]
  %27 = icmp slt i32 %26, %25
  br i1 %27, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %28 = add i32 %24, %26
  %29 = sext i32 %28 to i64
  %30 = getelementptr i8, ptr %4, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = icmp ne i8 %31, 0
  %33 = add i32 %24, %26
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %3, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = trunc i64 %8 to i32
  %38 = udiv i32 %21, %37
  %39 = trunc i64 %12 to i32
  %40 = mul i32 %38, %39
  %41 = trunc i64 %9 to i32
  %42 = udiv i32 %21, %41
  %43 = trunc i64 %10 to i32
  %44 = urem i32 %42, %43
  %45 = trunc i64 %13 to i32
  %46 = mul i32 %44, %45
  %47 = add i32 %40, %46
  %48 = trunc i64 %9 to i32
  %49 = urem i32 %21, %48
  %50 = add i32 %47, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = add i32 %24, %26
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fmul float %53, %57
  %59 = add i32 %24, %26
  %60 = sext i32 %59 to i64
  %61 = getelementptr float, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fdiv float %58, %62
  %64 = fadd float %36, %63
  %65 = select i1 %32, float %64, float 0.000000e+00
  %66 = fmul float %65, 0x3F96A09E60000000
  %67 = add i32 %24, %26
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %5, i64 %68
  store float %66, ptr %69, align 4
  %70 = add nuw nsw i32 %26, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %71 = add nuw nsw i32 %21, 1
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
  %16 = trunc i64 %4 to i32
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %15 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %21 = phi i32 [ %18, %body ], [ %65, %i.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %23 = trunc i64 %5 to i32
  %24 = udiv i32 %21, %23
  %25 = trunc i64 %10 to i32
  %26 = mul i32 %24, %25
  %27 = trunc i64 %6 to i32
  %28 = udiv i32 %21, %27
  %29 = trunc i64 %7 to i32
  %30 = urem i32 %28, %29
  %31 = trunc i64 %11 to i32
  %32 = mul i32 %30, %31
  %33 = add i32 %26, %32
  %34 = trunc i64 %8 to i32
  %35 = urem i32 %21, %34
  %36 = trunc i64 %12 to i32
  %37 = mul i32 %35, %36
  %38 = add i32 %33, %37
  %39 = trunc i64 %8 to i32
  %40 = udiv i32 %21, %39
  %41 = trunc i64 %9 to i32
  %42 = urem i32 %40, %41
  %43 = add i32 %38, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %21 to i64
  %48 = getelementptr float, ptr %2, i64 %47
  store float %46, ptr %48, align 4
  %49 = trunc i64 %8 to i32
  %50 = udiv i32 %21, %49
  %51 = trunc i64 %9 to i32
  %52 = urem i32 %50, %51
  %53 = trunc i64 %13 to i32
  %54 = mul i32 %52, %53
  %55 = trunc i64 %8 to i32
  %56 = urem i32 %21, %55
  %57 = add i32 %54, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = call float @llvm.sin.f32(float %60)
  %62 = fmul float %46, %61
  %63 = sext i32 %21 to i64
  %64 = getelementptr float, ptr %3, i64 %63
  store float %62, ptr %64, align 4
  %65 = add nuw nsw i32 %21, 1
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
  %6 = trunc i64 %2 to i32
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 %6, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %19, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = call float @llvm.sin.f32(float %15)
  %17 = sext i32 %11 to i64
  %18 = getelementptr float, ptr %1, i64 %17
  store float %16, ptr %18, align 4
  %19 = add nuw nsw i32 %11, 1
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
  %16 = trunc i64 %4 to i32
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %15 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %21 = phi i32 [ %18, %body ], [ %60, %i.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %23 = trunc i64 %5 to i32
  %24 = udiv i32 %21, %23
  %25 = trunc i64 %6 to i32
  %26 = udiv i32 %21, %25
  %27 = trunc i64 %7 to i32
  %28 = urem i32 %26, %27
  %29 = trunc i64 %8 to i32
  %30 = udiv i32 %21, %29
  %31 = trunc i64 %9 to i32
  %32 = urem i32 %30, %31
  %33 = trunc i64 %8 to i32
  %34 = urem i32 %21, %33
  %35 = trunc i64 %10 to i32
  %36 = mul i32 %24, %35
  %37 = trunc i64 %11 to i32
  %38 = mul i32 %28, %37
  %39 = add i32 %36, %38
  %40 = trunc i64 %12 to i32
  %41 = mul i32 %34, %40
  %42 = add i32 %39, %41
  %43 = add i32 %42, %32
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = trunc i64 %13 to i32
  %48 = mul i32 %32, %47
  %49 = add i32 %48, %34
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = call float @llvm.sin.f32(float %52)
  %54 = fmul float %46, %53
  %55 = fneg float %54
  %56 = sext i32 %21 to i64
  %57 = getelementptr float, ptr %2, i64 %56
  store float %55, ptr %57, align 4
  %58 = sext i32 %21 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  store float 0.000000e+00, ptr %59, align 4
  %60 = add nuw nsw i32 %21, 1
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
  %9 = trunc i64 %1 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %18, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  store float 0.000000e+00, ptr %17, align 4
  %18 = add nuw nsw i32 %14, 1
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
  %12 = trunc i64 %3 to i32
  %13 = trunc i64 %10 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %11 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %17 = phi i32 [ %14, %body ], [ %37, %i.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %19 = sext i32 %17 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = trunc i64 %7 to i32
  %23 = udiv i32 %17, %22
  %24 = trunc i64 %8 to i32
  %25 = urem i32 %23, %24
  %26 = trunc i64 %9 to i32
  %27 = mul i32 %25, %26
  %28 = trunc i64 %7 to i32
  %29 = urem i32 %17, %28
  %30 = add i32 %27, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul float %21, %33
  %35 = sext i32 %17 to i64
  %36 = getelementptr float, ptr %2, i64 %35
  store float %34, ptr %36, align 4
  %37 = add nuw nsw i32 %17, 1
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
  %16 = trunc i64 %4 to i32
  %17 = trunc i64 %14 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %15 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %21 = phi i32 [ %18, %body ], [ %59, %i.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %23 = trunc i64 %5 to i32
  %24 = udiv i32 %21, %23
  %25 = trunc i64 %6 to i32
  %26 = udiv i32 %21, %25
  %27 = trunc i64 %7 to i32
  %28 = urem i32 %26, %27
  %29 = trunc i64 %8 to i32
  %30 = udiv i32 %21, %29
  %31 = trunc i64 %9 to i32
  %32 = urem i32 %30, %31
  %33 = trunc i64 %8 to i32
  %34 = urem i32 %21, %33
  %35 = trunc i64 %10 to i32
  %36 = mul i32 %24, %35
  %37 = trunc i64 %11 to i32
  %38 = mul i32 %28, %37
  %39 = add i32 %36, %38
  %40 = trunc i64 %12 to i32
  %41 = mul i32 %32, %40
  %42 = add i32 %39, %41
  %43 = add i32 %42, %34
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = trunc i64 %13 to i32
  %48 = mul i32 %32, %47
  %49 = add i32 %48, %34
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fmul float %46, %52
  %54 = fneg float %53
  %55 = sext i32 %21 to i64
  %56 = getelementptr float, ptr %2, i64 %55
  store float %54, ptr %56, align 4
  %57 = sext i32 %21 to i64
  %58 = getelementptr float, ptr %3, i64 %57
  store float 0.000000e+00, ptr %58, align 4
  %59 = add nuw nsw i32 %21, 1
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
  %9 = trunc i64 %1 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %18, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  store float 0.000000e+00, ptr %17, align 4
  %18 = add nuw nsw i32 %14, 1
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
  %21 = trunc i64 %6 to i32
  %22 = trunc i64 %19 to i32
  %23 = call i32 @llvm.smax.i32(i32 0, i32 %22)
  %24 = trunc i64 %20 to i32
  %25 = call i32 @llvm.smin.i32(i32 %21, i32 %24)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %26 = phi i32 [ %23, %body ], [ %115, %j.exit ]
  %27 = icmp slt i32 %26, %25
  br i1 %27, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %28 = trunc i64 %8 to i32
  %29 = mul i32 %26, %28
  %30 = trunc i64 %8 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %31 = phi i32 [ 0, %r.body ], [ %114, %j.body ]
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %33 = trunc i64 %7 to i32
  %34 = urem i32 %26, %33
  %35 = mul i32 %34, 32
  %36 = add i32 %31, %35
  %37 = trunc i64 %7 to i32
  %38 = udiv i32 %26, %37
  %39 = mul i32 %38, 512
  %40 = add i32 %36, %39
  %41 = udiv i32 %40, 512
  %42 = urem i32 %41, 2
  %43 = trunc i64 %9 to i32
  %44 = mul i32 %42, %43
  %45 = udiv i32 %40, 8
  %46 = urem i32 %45, 4
  %47 = trunc i64 %10 to i32
  %48 = mul i32 %46, %47
  %49 = add i32 %44, %48
  %50 = udiv i32 %40, 32
  %51 = urem i32 %50, 16
  %52 = trunc i64 %11 to i32
  %53 = mul i32 %51, %52
  %54 = add i32 %49, %53
  %55 = urem i32 %40, 8
  %56 = add i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %1, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = udiv i32 %40, 32
  %61 = urem i32 %60, 16
  %62 = trunc i64 %12 to i32
  %63 = mul i32 %61, %62
  %64 = urem i32 %40, 8
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = call float @llvm.cos.f32(float %68)
  %70 = fmul float %59, %69
  %71 = udiv i32 %40, 512
  %72 = urem i32 %71, 2
  %73 = trunc i64 %13 to i32
  %74 = mul i32 %72, %73
  %75 = udiv i32 %40, 8
  %76 = urem i32 %75, 4
  %77 = trunc i64 %14 to i32
  %78 = mul i32 %76, %77
  %79 = add i32 %74, %78
  %80 = udiv i32 %40, 32
  %81 = urem i32 %80, 16
  %82 = trunc i64 %15 to i32
  %83 = mul i32 %81, %82
  %84 = add i32 %79, %83
  %85 = urem i32 %40, 8
  %86 = add i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr float, ptr %2, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = fadd float %70, %89
  %91 = udiv i32 %40, 512
  %92 = urem i32 %91, 2
  %93 = trunc i64 %16 to i32
  %94 = mul i32 %92, %93
  %95 = udiv i32 %40, 8
  %96 = urem i32 %95, 4
  %97 = trunc i64 %17 to i32
  %98 = mul i32 %96, %97
  %99 = add i32 %94, %98
  %100 = udiv i32 %40, 32
  %101 = urem i32 %100, 16
  %102 = trunc i64 %18 to i32
  %103 = mul i32 %101, %102
  %104 = add i32 %99, %103
  %105 = urem i32 %40, 8
  %106 = add i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr float, ptr %3, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = fadd float %90, %109
  %111 = add i32 %29, %31
  %112 = sext i32 %111 to i64
  %113 = getelementptr float, ptr %4, i64 %112
  store float %110, ptr %113, align 4
  %114 = add nuw nsw i32 %31, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %115 = add nuw nsw i32 %26, 1
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
  %6 = trunc i64 %2 to i32
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 %6, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %19, %i.body ]
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
  %19 = add nuw nsw i32 %11, 1
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
  %20 = trunc i64 %6 to i32
  %21 = trunc i64 %18 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %19 to i32
  %24 = call i32 @llvm.smin.i32(i32 %20, i32 %23)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %25 = phi i32 [ %22, %body ], [ %117, %j.exit ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %27 = trunc i64 %7 to i32
  %28 = mul i32 %25, %27
  %29 = trunc i64 %7 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %30 = phi i32 [ 0, %r.body ], [ %116, %j.body ]
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %32 = mul i32 %25, 32
  %33 = add i32 %30, %32
  %34 = urem i32 %33, 32
  %35 = udiv i32 %33, 32
  %36 = urem i32 %35, 16
  %37 = mul i32 %36, 32
  %38 = add i32 %34, %37
  %39 = udiv i32 %33, 512
  %40 = urem i32 %39, 2
  %41 = mul i32 %40, 512
  %42 = add i32 %38, %41
  %43 = udiv i32 %42, 512
  %44 = urem i32 %43, 2
  %45 = trunc i64 %8 to i32
  %46 = mul i32 %44, %45
  %47 = udiv i32 %42, 8
  %48 = urem i32 %47, 4
  %49 = trunc i64 %9 to i32
  %50 = mul i32 %48, %49
  %51 = add i32 %46, %50
  %52 = udiv i32 %42, 32
  %53 = urem i32 %52, 16
  %54 = trunc i64 %10 to i32
  %55 = mul i32 %53, %54
  %56 = add i32 %51, %55
  %57 = urem i32 %42, 8
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = udiv i32 %42, 32
  %63 = urem i32 %62, 16
  %64 = trunc i64 %11 to i32
  %65 = mul i32 %63, %64
  %66 = urem i32 %42, 8
  %67 = add i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = call float @llvm.cos.f32(float %70)
  %72 = fmul float %61, %71
  %73 = udiv i32 %42, 512
  %74 = urem i32 %73, 2
  %75 = trunc i64 %12 to i32
  %76 = mul i32 %74, %75
  %77 = udiv i32 %42, 8
  %78 = urem i32 %77, 4
  %79 = trunc i64 %13 to i32
  %80 = mul i32 %78, %79
  %81 = add i32 %76, %80
  %82 = udiv i32 %42, 32
  %83 = urem i32 %82, 16
  %84 = trunc i64 %14 to i32
  %85 = mul i32 %83, %84
  %86 = add i32 %81, %85
  %87 = urem i32 %42, 8
  %88 = add i32 %86, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr float, ptr %2, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = fadd float %72, %91
  %93 = udiv i32 %42, 512
  %94 = urem i32 %93, 2
  %95 = trunc i64 %15 to i32
  %96 = mul i32 %94, %95
  %97 = udiv i32 %42, 8
  %98 = urem i32 %97, 4
  %99 = trunc i64 %16 to i32
  %100 = mul i32 %98, %99
  %101 = add i32 %96, %100
  %102 = udiv i32 %42, 32
  %103 = urem i32 %102, 16
  %104 = trunc i64 %17 to i32
  %105 = mul i32 %103, %104
  %106 = add i32 %101, %105
  %107 = urem i32 %42, 8
  %108 = add i32 %106, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr float, ptr %3, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = fadd float %92, %111
  %113 = add i32 %28, %30
  %114 = sext i32 %113 to i64
  %115 = getelementptr float, ptr %4, i64 %114
  store float %112, ptr %115, align 4
  %116 = add nuw nsw i32 %30, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %117 = add nuw nsw i32 %25, 1
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
  %21 = trunc i64 %6 to i32
  %22 = trunc i64 %19 to i32
  %23 = call i32 @llvm.smax.i32(i32 0, i32 %22)
  %24 = trunc i64 %20 to i32
  %25 = call i32 @llvm.smin.i32(i32 %21, i32 %24)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %26 = phi i32 [ %23, %body ], [ %114, %j.exit ]
  %27 = icmp slt i32 %26, %25
  br i1 %27, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %28 = trunc i64 %8 to i32
  %29 = mul i32 %26, %28
  %30 = trunc i64 %8 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %31 = phi i32 [ 0, %r.body ], [ %113, %j.body ]
  %32 = icmp slt i32 %31, %30
  br i1 %32, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %33 = trunc i64 %7 to i32
  %34 = urem i32 %26, %33
  %35 = mul i32 %34, 32
  %36 = add i32 %31, %35
  %37 = trunc i64 %7 to i32
  %38 = udiv i32 %26, %37
  %39 = mul i32 %38, 512
  %40 = add i32 %36, %39
  %41 = udiv i32 %40, 512
  %42 = urem i32 %41, 2
  %43 = trunc i64 %9 to i32
  %44 = mul i32 %42, %43
  %45 = udiv i32 %40, 8
  %46 = urem i32 %45, 4
  %47 = trunc i64 %10 to i32
  %48 = mul i32 %46, %47
  %49 = add i32 %44, %48
  %50 = udiv i32 %40, 32
  %51 = urem i32 %50, 16
  %52 = trunc i64 %11 to i32
  %53 = mul i32 %51, %52
  %54 = add i32 %49, %53
  %55 = urem i32 %40, 8
  %56 = add i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %1, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = udiv i32 %40, 32
  %61 = urem i32 %60, 16
  %62 = trunc i64 %12 to i32
  %63 = mul i32 %61, %62
  %64 = urem i32 %40, 8
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fmul float %59, %68
  %70 = udiv i32 %40, 512
  %71 = urem i32 %70, 2
  %72 = trunc i64 %13 to i32
  %73 = mul i32 %71, %72
  %74 = udiv i32 %40, 8
  %75 = urem i32 %74, 4
  %76 = trunc i64 %14 to i32
  %77 = mul i32 %75, %76
  %78 = add i32 %73, %77
  %79 = udiv i32 %40, 32
  %80 = urem i32 %79, 16
  %81 = trunc i64 %15 to i32
  %82 = mul i32 %80, %81
  %83 = add i32 %78, %82
  %84 = urem i32 %40, 8
  %85 = add i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = fadd float %69, %88
  %90 = udiv i32 %40, 512
  %91 = urem i32 %90, 2
  %92 = trunc i64 %16 to i32
  %93 = mul i32 %91, %92
  %94 = udiv i32 %40, 8
  %95 = urem i32 %94, 4
  %96 = trunc i64 %17 to i32
  %97 = mul i32 %95, %96
  %98 = add i32 %93, %97
  %99 = udiv i32 %40, 32
  %100 = urem i32 %99, 16
  %101 = trunc i64 %18 to i32
  %102 = mul i32 %100, %101
  %103 = add i32 %98, %102
  %104 = urem i32 %40, 8
  %105 = add i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr float, ptr %3, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = fadd float %89, %108
  %110 = add i32 %29, %31
  %111 = sext i32 %110 to i64
  %112 = getelementptr float, ptr %4, i64 %111
  store float %109, ptr %112, align 4
  %113 = add nuw nsw i32 %31, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %114 = add nuw nsw i32 %26, 1
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
  %20 = trunc i64 %6 to i32
  %21 = trunc i64 %18 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %19 to i32
  %24 = call i32 @llvm.smin.i32(i32 %20, i32 %23)
  br label %r.head

r.head:                                           ; preds = %j.exit, %body
  %25 = phi i32 [ %22, %body ], [ %116, %j.exit ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %r.body, label %r.exit

r.body:                                           ; preds = %r.head
  %27 = trunc i64 %7 to i32
  %28 = mul i32 %25, %27
  %29 = trunc i64 %7 to i32
  br label %j.head

r.exit:                                           ; preds = %r.head
  ret void

j.head:                                           ; preds = %j.body, %r.body
  %30 = phi i32 [ 0, %r.body ], [ %115, %j.body ]
  %31 = icmp slt i32 %30, %29
  br i1 %31, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %32 = mul i32 %25, 32
  %33 = add i32 %30, %32
  %34 = urem i32 %33, 32
  %35 = udiv i32 %33, 32
  %36 = urem i32 %35, 16
  %37 = mul i32 %36, 32
  %38 = add i32 %34, %37
  %39 = udiv i32 %33, 512
  %40 = urem i32 %39, 2
  %41 = mul i32 %40, 512
  %42 = add i32 %38, %41
  %43 = udiv i32 %42, 512
  %44 = urem i32 %43, 2
  %45 = trunc i64 %8 to i32
  %46 = mul i32 %44, %45
  %47 = udiv i32 %42, 8
  %48 = urem i32 %47, 4
  %49 = trunc i64 %9 to i32
  %50 = mul i32 %48, %49
  %51 = add i32 %46, %50
  %52 = udiv i32 %42, 32
  %53 = urem i32 %52, 16
  %54 = trunc i64 %10 to i32
  %55 = mul i32 %53, %54
  %56 = add i32 %51, %55
  %57 = urem i32 %42, 8
  %58 = add i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = udiv i32 %42, 32
  %63 = urem i32 %62, 16
  %64 = trunc i64 %11 to i32
  %65 = mul i32 %63, %64
  %66 = urem i32 %42, 8
  %67 = add i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fmul float %61, %70
  %72 = udiv i32 %42, 512
  %73 = urem i32 %72, 2
  %74 = trunc i64 %12 to i32
  %75 = mul i32 %73, %74
  %76 = udiv i32 %42, 8
  %77 = urem i32 %76, 4
  %78 = trunc i64 %13 to i32
  %79 = mul i32 %77, %78
  %80 = add i32 %75, %79
  %81 = udiv i32 %42, 32
  %82 = urem i32 %81, 16
  %83 = trunc i64 %14 to i32
  %84 = mul i32 %82, %83
  %85 = add i32 %80, %84
  %86 = urem i32 %42, 8
  %87 = add i32 %85, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr float, ptr %2, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fadd float %71, %90
  %92 = udiv i32 %42, 512
  %93 = urem i32 %92, 2
  %94 = trunc i64 %15 to i32
  %95 = mul i32 %93, %94
  %96 = udiv i32 %42, 8
  %97 = urem i32 %96, 4
  %98 = trunc i64 %16 to i32
  %99 = mul i32 %97, %98
  %100 = add i32 %95, %99
  %101 = udiv i32 %42, 32
  %102 = urem i32 %101, 16
  %103 = trunc i64 %17 to i32
  %104 = mul i32 %102, %103
  %105 = add i32 %100, %104
  %106 = urem i32 %42, 8
  %107 = add i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr float, ptr %3, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fadd float %91, %110
  %112 = add i32 %28, %30
  %113 = sext i32 %112 to i64
  %114 = getelementptr float, ptr %4, i64 %113
  store float %111, ptr %114, align 4
  %115 = add nuw nsw i32 %30, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %116 = add nuw nsw i32 %25, 1
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
  %15 = trunc i64 %9 to i32
  %16 = trunc i64 %12 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %13 to i32
  %19 = call i32 @llvm.smin.i32(i32 %15, i32 %18)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %20 = phi i32 [ %17, %body ], [ %122, %e.exit3 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %14, align 4
  %22 = trunc i64 %10 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %23 = phi i32 [ 0, %row.body ], [ %58, %e.body ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %25 = trunc i64 %10 to i32
  %26 = mul i32 %20, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = trunc i64 %10 to i32
  %32 = mul i32 %20, %31
  %33 = add i32 %32, %23
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fadd float %30, %36
  %38 = trunc i64 %10 to i32
  %39 = mul i32 %20, %38
  %40 = add i32 %39, %23
  %41 = sext i32 %40 to i64
  %42 = getelementptr float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fadd float %37, %43
  %45 = sext i32 %23 to i64
  %46 = getelementptr float, ptr %3, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = fmul float %44, %47
  %49 = trunc i64 %10 to i32
  %50 = mul i32 %20, %49
  %51 = add i32 %50, %23
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %4, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fmul float %48, %54
  %56 = load float, ptr %14, align 4
  %57 = fadd reassoc float %56, %55
  store float %57, ptr %14, align 4
  %58 = add nuw nsw i32 %23, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %59 = trunc i64 %10 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %60 = phi i32 [ 0, %e.exit ], [ %121, %e.body2 ]
  %61 = icmp slt i32 %60, %59
  br i1 %61, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %62 = trunc i64 %10 to i32
  %63 = mul i32 %20, %62
  %64 = add i32 %63, %60
  %65 = sext i32 %64 to i64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = trunc i64 %10 to i32
  %69 = mul i32 %20, %68
  %70 = add i32 %69, %60
  %71 = sext i32 %70 to i64
  %72 = getelementptr float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = fadd float %67, %73
  %75 = trunc i64 %10 to i32
  %76 = mul i32 %20, %75
  %77 = add i32 %76, %60
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %2, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = fadd float %74, %80
  %82 = trunc i64 %10 to i32
  %83 = mul i32 %20, %82
  %84 = add i32 %83, %60
  %85 = sext i32 %84 to i64
  %86 = getelementptr float, ptr %4, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fmul float %81, %87
  %89 = trunc i64 %10 to i32
  %90 = mul i32 %20, %89
  %91 = add i32 %90, %60
  %92 = sext i32 %91 to i64
  %93 = getelementptr float, ptr %7, i64 %92
  store float %88, ptr %93, align 4
  %94 = trunc i64 %10 to i32
  %95 = mul i32 %20, %94
  %96 = add i32 %95, %60
  %97 = sext i32 %96 to i64
  %98 = getelementptr float, ptr %6, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = trunc i64 %10 to i32
  %101 = mul i32 %20, %100
  %102 = add i32 %101, %60
  %103 = sext i32 %102 to i64
  %104 = getelementptr float, ptr %5, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = sext i32 %60 to i64
  %107 = getelementptr float, ptr %3, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = fmul float %81, %108
  %110 = load float, ptr %14, align 4
  %111 = fdiv float %110, 3.200000e+01
  %112 = fmul float %87, %111
  %113 = fsub float %109, %112
  %114 = fmul float %105, %113
  %115 = fadd float %99, %114
  %116 = trunc i64 %10 to i32
  %117 = mul i32 %20, %116
  %118 = add i32 %117, %60
  %119 = sext i32 %118 to i64
  %120 = getelementptr float, ptr %8, i64 %119
  store float %115, ptr %120, align 4
  %121 = add nuw nsw i32 %60, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %122 = add nuw nsw i32 %20, 1
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
define internal void @fulgur_cpuFusion24_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %3 to i32
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %10 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %17 = phi i32 [ %14, %body ], [ %61, %e.exit ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  %19 = trunc i64 %4 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %57, %e.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = trunc i64 %5 to i32
  %23 = urem i32 %17, %22
  %24 = mul i32 %20, 32
  %25 = add i32 %23, %24
  %26 = udiv i32 %25, 512
  %27 = urem i32 %26, 2
  %28 = trunc i64 %6 to i32
  %29 = mul i32 %27, %28
  %30 = udiv i32 %25, 32
  %31 = urem i32 %30, 16
  %32 = trunc i64 %7 to i32
  %33 = mul i32 %31, %32
  %34 = add i32 %29, %33
  %35 = urem i32 %25, 32
  %36 = add i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = udiv i32 %20, 16
  %41 = urem i32 %40, 2
  %42 = trunc i64 %8 to i32
  %43 = mul i32 %41, %42
  %44 = urem i32 %20, 16
  %45 = add i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr i64, ptr %0, i64 %46
  %48 = load i64, ptr %47, align 8
  %49 = trunc i64 %5 to i32
  %50 = udiv i32 %17, %49
  %51 = sext i32 %50 to i64
  %52 = icmp eq i64 %48, %51
  %53 = uitofp i1 %52 to float
  %54 = fmul float %39, %53
  %55 = load float, ptr %11, align 4
  %56 = fadd reassoc float %55, %54
  store float %56, ptr %11, align 4
  %57 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %58 = load float, ptr %11, align 4
  %59 = sext i32 %17 to i64
  %60 = getelementptr float, ptr %2, i64 %59
  store float %58, ptr %60, align 4
  %61 = add nuw nsw i32 %17, 1
  br label %row.head
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
  call void @fulgur_cpuFusion24_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion25_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  %9 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %3 to i32
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %15 = phi i32 [ %12, %body ], [ %53, %e.exit ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  %17 = trunc i64 %4 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %49, %e.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = trunc i64 %5 to i32
  %21 = udiv i32 %18, %20
  %22 = trunc i64 %6 to i32
  %23 = mul i32 %21, %22
  %24 = trunc i64 %5 to i32
  %25 = urem i32 %18, %24
  %26 = trunc i64 %3 to i32
  %27 = mul i32 %25, %26
  %28 = add i32 %23, %27
  %29 = add i32 %28, %15
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = trunc i64 %5 to i32
  %34 = udiv i32 %18, %33
  %35 = trunc i64 %6 to i32
  %36 = mul i32 %34, %35
  %37 = trunc i64 %5 to i32
  %38 = urem i32 %18, %37
  %39 = trunc i64 %3 to i32
  %40 = mul i32 %38, %39
  %41 = add i32 %36, %40
  %42 = add i32 %41, %15
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fmul float %32, %45
  %47 = load float, ptr %9, align 4
  %48 = fadd reassoc float %47, %46
  store float %48, ptr %9, align 4
  %49 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %50 = load float, ptr %9, align 4
  %51 = sext i32 %15 to i64
  %52 = getelementptr float, ptr %2, i64 %51
  store float %50, ptr %52, align 4
  %53 = add nuw nsw i32 %15, 1
  br label %row.head
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
  call void @fulgur_cpuFusion25_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
@fulgur_host_shape.189 = private constant [2 x i64] [i64 64, i64 32]
@fulgur_host_shape.190 = private constant [1 x i64] [i64 32]

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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_allocate(ptr %0, i32 141, i32 1, i32 2, ptr @fulgur_host_shape.189)
  %600 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %601 = getelementptr ptr, ptr %3, i64 0
  store ptr %600, ptr %601, align 8
  %602 = getelementptr i8, ptr %18, i64 8192
  %603 = getelementptr ptr, ptr %3, i64 1
  store ptr %602, ptr %603, align 8
  %604 = call ptr @fulgur_rt_data(ptr %0, i32 141)
  %605 = getelementptr ptr, ptr %3, i64 2
  store ptr %604, ptr %605, align 8
  %606 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %606, align 8
  %607 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %607, align 8
  %608 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %608, align 8
  %609 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %609, align 8
  %610 = getelementptr i64, ptr %4, i64 4
  store i64 32, ptr %610, align 8
  %611 = call i64 @fulgur_rt_stride(ptr %0, i32 0, i32 0)
  %612 = getelementptr i64, ptr %4, i64 5
  store i64 %611, ptr %612, align 8
  call void @fulgur_rt_launch(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr %3, ptr %4, i64 2048, i64 1024)
  call void @fulgur_rt_allocate(ptr %0, i32 142, i32 1, i32 1, ptr @fulgur_host_shape.190)
  %613 = call ptr @fulgur_rt_data(ptr %0, i32 40)
  %614 = getelementptr ptr, ptr %3, i64 0
  store ptr %613, ptr %614, align 8
  %615 = getelementptr i8, ptr %18, i64 0
  %616 = getelementptr ptr, ptr %3, i64 1
  store ptr %615, ptr %616, align 8
  %617 = call ptr @fulgur_rt_data(ptr %0, i32 142)
  %618 = getelementptr ptr, ptr %3, i64 2
  store ptr %617, ptr %618, align 8
  %619 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %619, align 8
  %620 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %620, align 8
  %621 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %621, align 8
  %622 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %622, align 8
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
