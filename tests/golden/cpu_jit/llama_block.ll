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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias readonly %4, ptr noalias readonly %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %6 to i32
  %16 = trunc i64 %13 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %14 to i32
  %19 = call i32 @llvm.smin.i32(i32 %15, i32 %18)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %20 = phi i32 [ %17, %body ], [ %47, %i.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %22 = sext i32 %20 to i64
  %23 = getelementptr float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = trunc i64 %10 to i32
  %26 = udiv i32 %20, %25
  %27 = trunc i64 %11 to i32
  %28 = urem i32 %26, %27
  %29 = trunc i64 %12 to i32
  %30 = mul i32 %28, %29
  %31 = trunc i64 %10 to i32
  %32 = urem i32 %20, %31
  %33 = add i32 %30, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = call float @llvm.cos.f32(float %36)
  %38 = fmul float %24, %37
  %39 = sext i32 %20 to i64
  %40 = getelementptr float, ptr %2, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = call float @llvm.sin.f32(float %36)
  %43 = fmul float %41, %42
  %44 = fadd float %38, %43
  %45 = sext i32 %20 to i64
  %46 = getelementptr float, ptr %3, i64 %45
  store float %44, ptr %46, align 4
  %47 = add nuw nsw i32 %20, 1
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
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca [16 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %2 to i32
  %13 = trunc i64 %7 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %8 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %17 = phi i32 [ %14, %body ], [ %110, %e.exit6 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0xFFF0000000000000, ptr %10, align 4
  %19 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %39, %e.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = sext i32 %20 to i64
  %23 = trunc i64 %5 to i32
  %24 = urem i32 %17, %23
  %25 = sext i32 %24 to i64
  %26 = sub i64 %22, %25
  %27 = icmp sle i64 %26, 0
  %28 = select i1 %27, i1 true, i1 false
  %29 = trunc i64 %3 to i32
  %30 = mul i32 %17, %29
  %31 = add i32 %30, %20
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fmul float %34, 0x3F96A09E60000000
  %36 = select i1 %28, float %35, float 0xFFF0000000000000
  %37 = load float, ptr %10, align 4
  %38 = call reassoc float @llvm.maximum.f32(float %37, float %36)
  store float %38, ptr %10, align 4
  %39 = add nuw nsw i32 %20, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %9, align 4
  %40 = trunc i64 %3 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %41 = phi i32 [ 0, %e.exit ], [ %92, %e.body2 ]
  %42 = icmp slt i32 %41, %40
  br i1 %42, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %43 = sext i32 %41 to i64
  %44 = trunc i64 %5 to i32
  %45 = urem i32 %17, %44
  %46 = sext i32 %45 to i64
  %47 = sub i64 %43, %46
  %48 = icmp sle i64 %47, 0
  %49 = select i1 %48, i1 true, i1 false
  %50 = trunc i64 %3 to i32
  %51 = mul i32 %17, %50
  %52 = add i32 %51, %41
  %53 = sext i32 %52 to i64
  %54 = getelementptr float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = fmul float %55, 0x3F96A09E60000000
  %57 = select i1 %49, float %56, float 0xFFF0000000000000
  %58 = load float, ptr %10, align 4
  %59 = fcmp une float %58, 0xFFF0000000000000
  %60 = load float, ptr %10, align 4
  %61 = select i1 %59, float %60, float 0.000000e+00
  %62 = fsub float %57, %61
  %63 = call float @llvm.maximum.f32(float %62, float -1.040000e+02)
  %64 = call float @llvm.minimum.f32(float %63, float 0x4056333340000000)
  %65 = fmul float %64, 0x3FF7154760000000
  %66 = call float @llvm.roundeven.f32(float %65)
  %67 = call float @llvm.fmuladd.f32(float %66, float 0xBFE62E4000000000, float %64)
  %68 = call float @llvm.fmuladd.f32(float %66, float 0xBEB7F7D1C0000000, float %67)
  %69 = call float @llvm.fmuladd.f32(float %68, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %70 = call float @llvm.fmuladd.f32(float %68, float %69, float 0x3FA5555560000000)
  %71 = call float @llvm.fmuladd.f32(float %68, float %70, float 0x3FC5555560000000)
  %72 = call float @llvm.fmuladd.f32(float %68, float %71, float 5.000000e-01)
  %73 = call float @llvm.fmuladd.f32(float %68, float %72, float 1.000000e+00)
  %74 = call float @llvm.fmuladd.f32(float %68, float %73, float 1.000000e+00)
  %75 = fcmp uno float %66, %66
  %76 = select i1 %75, float 0.000000e+00, float %66
  %77 = fptosi float %76 to i32
  %78 = ashr i32 %77, 1
  %79 = sub i32 %77, %78
  %80 = add i32 %79, 127
  %81 = shl i32 %80, 23
  %82 = bitcast i32 %81 to float
  %83 = add i32 %78, 127
  %84 = shl i32 %83, 23
  %85 = bitcast i32 %84 to float
  %86 = fmul float %74, %85
  %87 = fmul float %86, %82
  %88 = sext i32 %41 to i64
  %89 = getelementptr [16 x float], ptr %11, i64 0, i64 %88
  store float %87, ptr %89, align 4
  %90 = load float, ptr %9, align 4
  %91 = fadd reassoc float %90, %87
  store float %91, ptr %9, align 4
  %92 = add nuw nsw i32 %41, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %93 = trunc i64 %3 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %94 = phi i32 [ 0, %e.exit3 ], [ %109, %e.body5 ]
  %95 = icmp slt i32 %94, %93
  br i1 %95, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %96 = sext i32 %94 to i64
  %97 = getelementptr [16 x float], ptr %11, i64 0, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = load float, ptr %9, align 4
  %100 = fcmp oeq float %99, 0.000000e+00
  %101 = load float, ptr %9, align 4
  %102 = select i1 %100, float 1.000000e+00, float %101
  %103 = fdiv float %98, %102
  %104 = trunc i64 %3 to i32
  %105 = mul i32 %17, %104
  %106 = add i32 %105, %94
  %107 = sext i32 %106 to i64
  %108 = getelementptr float, ptr %1, i64 %107
  store float %103, ptr %108, align 4
  %109 = add nuw nsw i32 %94, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %110 = add nuw nsw i32 %17, 1
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
@fulgur_host_shape.47 = private constant [4 x i64] [i64 2, i64 4, i64 8, i64 16]
@fulgur_host_proxies.48 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.49 = private constant [2 x i32] [i32 34, i32 35]
@fulgur_host_outputs.50 = private constant [1 x i32] [i32 36]
@fulgur_host_proxies.51 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.52 = private constant [1 x i32] [i32 21]
@fulgur_host_outputs.53 = private constant [1 x i32] [i32 37]
@fulgur_host_proxies.54 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.55 = private constant [1 x i32] [i32 37]
@fulgur_host_outputs.56 = private constant [1 x i32] [i32 38]
@fulgur_host_shape.57 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.58 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.59 = private constant [2 x i32] [i32 39, i32 38]
@fulgur_host_outputs.60 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.61 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.62 = private constant [1 x i32] [i32 40]
@fulgur_host_outputs.63 = private constant [1 x i32] [i32 41]
@fulgur_host_proxies.64 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.65 = private constant [1 x i32] [i32 41]
@fulgur_host_outputs.66 = private constant [1 x i32] [i32 42]
@fulgur_host_proxies.67 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.68 = private constant [2 x i32] [i32 42, i32 7]
@fulgur_host_outputs.69 = private constant [1 x i32] [i32 43]
@fulgur_host_shape.70 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.71 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.72 = private constant [2 x i32] [i32 45, i32 9]
@fulgur_host_outputs.73 = private constant [1 x i32] [i32 46]
@fulgur_host_proxies.74 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.75 = private constant [2 x i32] [i32 45, i32 10]
@fulgur_host_outputs.76 = private constant [1 x i32] [i32 47]
@fulgur_host_shape.77 = private constant [3 x i64] [i64 2, i64 16, i64 86]
@fulgur_host_proxies.78 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.79 = private constant [2 x i32] [i32 48, i32 11]
@fulgur_host_outputs.80 = private constant [1 x i32] [i32 49]
@fulgur_host_shape.81 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.82 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.83 = private constant [2 x i32] [i32 50, i32 13]
@fulgur_host_outputs.84 = private constant [1 x i32] [i32 51]
@fulgur_host_shape.85 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_shape.86 = private constant [2 x i64] [i64 32, i64 1]
@fulgur_host_proxies.87 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.88 = private constant [2 x i32] [i32 52, i32 53]
@fulgur_host_outputs.89 = private constant [1 x i32] [i32 55]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [6 x ptr], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 28)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 33)
  call void @fulgur_rt_allocate(ptr %0, i32 34, i32 1, i32 4, ptr @fulgur_host_shape.46)
  call void @fulgur_rt_allocate(ptr %0, i32 35, i32 1, i32 4, ptr @fulgur_host_shape.47)
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %69 = getelementptr ptr, ptr %3, i64 0
  store ptr %68, ptr %69, align 8
  %70 = call ptr @fulgur_rt_data(ptr %0, i32 25)
  %71 = getelementptr ptr, ptr %3, i64 1
  store ptr %70, ptr %71, align 8
  %72 = call ptr @fulgur_rt_data(ptr %0, i32 28)
  %73 = getelementptr ptr, ptr %3, i64 2
  store ptr %72, ptr %73, align 8
  %74 = call ptr @fulgur_rt_data(ptr %0, i32 34)
  %75 = getelementptr ptr, ptr %3, i64 3
  store ptr %74, ptr %75, align 8
  %76 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %77 = getelementptr ptr, ptr %3, i64 4
  store ptr %76, ptr %77, align 8
  %78 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %79 = getelementptr ptr, ptr %3, i64 5
  store ptr %78, ptr %79, align 8
  %80 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %80, align 8
  %81 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %81, align 8
  %82 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %82, align 8
  %83 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %83, align 8
  %84 = getelementptr i64, ptr %4, i64 4
  store i64 8, ptr %84, align 8
  %85 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %85, align 8
  %86 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %87 = getelementptr i64, ptr %4, i64 6
  store i64 %86, ptr %87, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  %88 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %89 = getelementptr ptr, ptr %3, i64 0
  store ptr %88, ptr %89, align 8
  %90 = call ptr @fulgur_rt_data(ptr %0, i32 30)
  %91 = getelementptr ptr, ptr %3, i64 1
  store ptr %90, ptr %91, align 8
  %92 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %93 = getelementptr ptr, ptr %3, i64 2
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 35)
  %95 = getelementptr ptr, ptr %3, i64 3
  store ptr %94, ptr %95, align 8
  %96 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %96, align 8
  %97 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %97, align 8
  %98 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %98, align 8
  %99 = getelementptr i64, ptr %4, i64 3
  store i64 8, ptr %99, align 8
  %100 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %100, align 8
  %101 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %101, align 8
  %102 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 0)
  %103 = getelementptr i64, ptr %4, i64 6
  store i64 %102, ptr %103, align 8
  %104 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 1)
  %105 = getelementptr i64, ptr %4, i64 7
  store i64 %104, ptr %105, align 8
  %106 = call i64 @fulgur_rt_stride(ptr %0, i32 30, i32 2)
  %107 = getelementptr i64, ptr %4, i64 8
  store i64 %106, ptr %107, align 8
  %108 = call i64 @fulgur_rt_stride(ptr %0, i32 23, i32 0)
  %109 = getelementptr i64, ptr %4, i64 9
  store i64 %108, ptr %109, align 8
  %110 = call i64 @fulgur_rt_stride(ptr %0, i32 33, i32 0)
  %111 = getelementptr i64, ptr %4, i64 10
  store i64 %110, ptr %111, align 8
  %112 = call i64 @fulgur_rt_stride(ptr %0, i32 33, i32 1)
  %113 = getelementptr i64, ptr %4, i64 11
  store i64 %112, ptr %113, align 8
  %114 = call i64 @fulgur_rt_stride(ptr %0, i32 33, i32 2)
  %115 = getelementptr i64, ptr %4, i64 12
  store i64 %114, ptr %115, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 64)
  call void @fulgur_rt_free(ptr %0, i32 23)
  call void @fulgur_rt_free(ptr %0, i32 25)
  call void @fulgur_rt_free(ptr %0, i32 28)
  call void @fulgur_rt_free(ptr %0, i32 30)
  call void @fulgur_rt_free(ptr %0, i32 33)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.48, ptr @fulgur_host_inputs.49, i32 2, ptr @fulgur_host_outputs.50, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 34)
  call void @fulgur_rt_free(ptr %0, i32 35)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.51, ptr @fulgur_host_inputs.52, i32 1, ptr @fulgur_host_outputs.53, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 21)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.54, ptr @fulgur_host_inputs.55, i32 1, ptr @fulgur_host_outputs.56, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 37)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 36)
  call void @fulgur_rt_allocate(ptr %0, i32 39, i32 1, i32 4, ptr @fulgur_host_shape.57)
  %116 = call ptr @fulgur_rt_data(ptr %0, i32 36)
  %117 = getelementptr ptr, ptr %3, i64 0
  store ptr %116, ptr %117, align 8
  %118 = call ptr @fulgur_rt_data(ptr %0, i32 39)
  %119 = getelementptr ptr, ptr %3, i64 1
  store ptr %118, ptr %119, align 8
  %120 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %120, align 8
  %121 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %121, align 8
  %122 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %122, align 8
  %123 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %123, align 8
  %124 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %124, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.58, ptr @fulgur_host_inputs.59, i32 2, ptr @fulgur_host_outputs.60, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 38)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.61, ptr @fulgur_host_inputs.62, i32 1, ptr @fulgur_host_outputs.63, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 40)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 1, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 41)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.67, ptr @fulgur_host_inputs.68, i32 2, ptr @fulgur_host_outputs.69, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 42)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 43)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 8)
  call void @fulgur_rt_allocate(ptr %0, i32 45, i32 1, i32 3, ptr @fulgur_host_shape.70)
  %125 = getelementptr i8, ptr %18, i64 0
  %126 = getelementptr ptr, ptr %3, i64 0
  store ptr %125, ptr %126, align 8
  %127 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %128 = getelementptr ptr, ptr %3, i64 1
  store ptr %127, ptr %128, align 8
  %129 = call ptr @fulgur_rt_data(ptr %0, i32 8)
  %130 = getelementptr ptr, ptr %3, i64 2
  store ptr %129, ptr %130, align 8
  %131 = getelementptr i8, ptr %18, i64 4096
  %132 = getelementptr ptr, ptr %3, i64 3
  store ptr %131, ptr %132, align 8
  %133 = call ptr @fulgur_rt_data(ptr %0, i32 45)
  %134 = getelementptr ptr, ptr %3, i64 4
  store ptr %133, ptr %134, align 8
  %135 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %135, align 8
  %136 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %136, align 8
  %137 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %137, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 43)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.71, ptr @fulgur_host_inputs.72, i32 2, ptr @fulgur_host_outputs.73, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.74, ptr @fulgur_host_inputs.75, i32 2, ptr @fulgur_host_outputs.76, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 46)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 47)
  call void @fulgur_rt_allocate(ptr %0, i32 48, i32 1, i32 3, ptr @fulgur_host_shape.77)
  %138 = call ptr @fulgur_rt_data(ptr %0, i32 46)
  %139 = getelementptr ptr, ptr %3, i64 0
  store ptr %138, ptr %139, align 8
  %140 = call ptr @fulgur_rt_data(ptr %0, i32 47)
  %141 = getelementptr ptr, ptr %3, i64 1
  store ptr %140, ptr %141, align 8
  %142 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %143 = getelementptr ptr, ptr %3, i64 2
  store ptr %142, ptr %143, align 8
  %144 = getelementptr i64, ptr %4, i64 0
  store i64 2752, ptr %144, align 8
  %145 = getelementptr i64, ptr %4, i64 1
  store i64 1376, ptr %145, align 8
  %146 = getelementptr i64, ptr %4, i64 2
  store i64 86, ptr %146, align 8
  %147 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %147, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2752)
  call void @fulgur_rt_free(ptr %0, i32 46)
  call void @fulgur_rt_free(ptr %0, i32 47)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.78, ptr @fulgur_host_inputs.79, i32 2, ptr @fulgur_host_outputs.80, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 48)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 49)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 12)
  call void @fulgur_rt_allocate(ptr %0, i32 50, i32 1, i32 3, ptr @fulgur_host_shape.81)
  %148 = getelementptr i8, ptr %18, i64 4096
  %149 = getelementptr ptr, ptr %3, i64 0
  store ptr %148, ptr %149, align 8
  %150 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %151 = getelementptr ptr, ptr %3, i64 1
  store ptr %150, ptr %151, align 8
  %152 = call ptr @fulgur_rt_data(ptr %0, i32 12)
  %153 = getelementptr ptr, ptr %3, i64 2
  store ptr %152, ptr %153, align 8
  %154 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %155 = getelementptr ptr, ptr %3, i64 3
  store ptr %154, ptr %155, align 8
  %156 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %156, align 8
  %157 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %157, align 8
  %158 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %158, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 49)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.82, ptr @fulgur_host_inputs.83, i32 2, ptr @fulgur_host_outputs.84, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 50)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 51)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 52, i32 1, i32 2, ptr @fulgur_host_shape.85)
  call void @fulgur_rt_allocate(ptr %0, i32 53, i32 4, i32 2, ptr @fulgur_host_shape.86)
  %159 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %160 = getelementptr ptr, ptr %3, i64 0
  store ptr %159, ptr %160, align 8
  %161 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %162 = getelementptr ptr, ptr %3, i64 1
  store ptr %161, ptr %162, align 8
  %163 = call ptr @fulgur_rt_data(ptr %0, i32 52)
  %164 = getelementptr ptr, ptr %3, i64 2
  store ptr %163, ptr %164, align 8
  %165 = call ptr @fulgur_rt_data(ptr %0, i32 53)
  %166 = getelementptr ptr, ptr %3, i64 3
  store ptr %165, ptr %166, align 8
  %167 = getelementptr i8, ptr %18, i64 0
  %168 = getelementptr ptr, ptr %3, i64 4
  store ptr %167, ptr %168, align 8
  %169 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %169, align 8
  %170 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %170, align 8
  %171 = call i64 @fulgur_rt_stride(ptr %0, i32 51, i32 0)
  %172 = getelementptr i64, ptr %4, i64 2
  store i64 %171, ptr %172, align 8
  %173 = call i64 @fulgur_rt_stride(ptr %0, i32 51, i32 1)
  %174 = getelementptr i64, ptr %4, i64 3
  store i64 %173, ptr %174, align 8
  %175 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %176 = getelementptr i64, ptr %4, i64 4
  store i64 %175, ptr %176, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.87, ptr @fulgur_host_inputs.88, i32 2, ptr @fulgur_host_outputs.89, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_free(ptr %0, i32 53)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 55)
  %177 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %178 = getelementptr ptr, ptr %3, i64 0
  store ptr %177, ptr %178, align 8
  %179 = getelementptr i8, ptr %18, i64 0
  %180 = getelementptr ptr, ptr %3, i64 1
  store ptr %179, ptr %180, align 8
  %181 = getelementptr i8, ptr %18, i64 128
  %182 = getelementptr ptr, ptr %3, i64 2
  store ptr %181, ptr %182, align 8
  %183 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %183, align 8
  %184 = call i64 @fulgur_rt_stride(ptr %0, i32 55, i32 0)
  %185 = getelementptr i64, ptr %4, i64 1
  store i64 %184, ptr %185, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  call void @fulgur_rt_free(ptr %0, i32 55)
  call void @fulgur_rt_allocate(ptr %0, i32 57, i32 1, i32 0, ptr null)
  %186 = getelementptr i8, ptr %18, i64 0
  %187 = getelementptr ptr, ptr %3, i64 0
  store ptr %186, ptr %187, align 8
  %188 = getelementptr i8, ptr %18, i64 128
  %189 = getelementptr ptr, ptr %3, i64 1
  store ptr %188, ptr %189, align 8
  %190 = call ptr @fulgur_rt_data(ptr %0, i32 57)
  %191 = getelementptr ptr, ptr %3, i64 2
  store ptr %190, ptr %191, align 8
  %192 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %192, align 8
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
