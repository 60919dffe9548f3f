; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %5 = trunc i64 %3 to i32
  %6 = call i32 @llvm.smax.i32(i32 0, i32 %5)
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smin.i32(i32 512, i32 %7)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %9 = phi i32 [ %6, %body ], [ %15, %i.body ]
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %11 = udiv i32 %9, 32
  %12 = sext i32 %11 to i64
  %13 = sext i32 %9 to i64
  %14 = getelementptr i64, ptr %0, i64 %13
  store i64 %12, ptr %14, align 8
  %15 = add nuw nsw i32 %9, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion0(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  call void @fulgur_cpuFusion0_body(ptr %5, i64 %7, i64 %9, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %11 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %12 to i32
  %18 = call i32 @llvm.smin.i32(i32 32, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %19 = phi i32 [ %16, %body ], [ %132, %e.exit6 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %14, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %48, %e.body ]
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = urem i32 %19, 16
  %24 = mul i32 %23, 32
  %25 = add i32 %21, %24
  %26 = udiv i32 %19, 16
  %27 = mul i32 %26, 512
  %28 = add i32 %25, %27
  %29 = udiv i32 %28, 32
  %30 = urem i32 %29, 32
  %31 = trunc i64 %9 to i32
  %32 = mul i32 %30, %31
  %33 = urem i32 %28, 32
  %34 = add i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = urem i32 %19, 16
  %39 = trunc i64 %10 to i32
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %21
  %42 = sext i32 %41 to i64
  %43 = getelementptr float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd float %37, %44
  %46 = load float, ptr %14, align 4
  %47 = fadd reassoc float %46, %45
  store float %47, ptr %14, align 4
  %48 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %13, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %49 = phi i32 [ 0, %e.exit ], [ %80, %e.body2 ]
  %50 = icmp slt i32 %49, 32
  br i1 %50, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %51 = urem i32 %19, 16
  %52 = mul i32 %51, 32
  %53 = add i32 %49, %52
  %54 = udiv i32 %19, 16
  %55 = mul i32 %54, 512
  %56 = add i32 %53, %55
  %57 = udiv i32 %56, 32
  %58 = urem i32 %57, 32
  %59 = trunc i64 %9 to i32
  %60 = mul i32 %58, %59
  %61 = urem i32 %56, 32
  %62 = add i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = urem i32 %19, 16
  %67 = trunc i64 %10 to i32
  %68 = mul i32 %66, %67
  %69 = add i32 %68, %49
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fadd float %65, %72
  %74 = load float, ptr %14, align 4
  %75 = fdiv float %74, 3.200000e+01
  %76 = fsub float %73, %75
  %77 = fmul float %76, %76
  %78 = load float, ptr %13, align 4
  %79 = fadd reassoc float %78, %77
  store float %79, ptr %13, align 4
  %80 = add nuw nsw i32 %49, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %81 = phi i32 [ 0, %e.exit3 ], [ %131, %e.body5 ]
  %82 = icmp slt i32 %81, 32
  br i1 %82, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %83 = urem i32 %19, 16
  %84 = mul i32 %83, 32
  %85 = add i32 %81, %84
  %86 = udiv i32 %19, 16
  %87 = mul i32 %86, 512
  %88 = add i32 %85, %87
  %89 = udiv i32 %88, 32
  %90 = urem i32 %89, 32
  %91 = trunc i64 %9 to i32
  %92 = mul i32 %90, %91
  %93 = urem i32 %88, 32
  %94 = add i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = urem i32 %19, 16
  %99 = trunc i64 %10 to i32
  %100 = mul i32 %98, %99
  %101 = add i32 %100, %81
  %102 = sext i32 %101 to i64
  %103 = getelementptr float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = fadd float %97, %104
  %106 = mul i32 %19, 32
  %107 = add i32 %106, %81
  %108 = sext i32 %107 to i64
  %109 = getelementptr float, ptr %4, i64 %108
  store float %105, ptr %109, align 4
  %110 = load float, ptr %14, align 4
  %111 = fdiv float %110, 3.200000e+01
  %112 = fsub float %105, %111
  %113 = load float, ptr %13, align 4
  %114 = fdiv float %113, 3.200000e+01
  %115 = fadd float %114, 0x3EE4F8B580000000
  %116 = call float @llvm.sqrt.f32(float %115)
  %117 = fdiv float 1.000000e+00, %116
  %118 = fmul float %112, %117
  %119 = sext i32 %81 to i64
  %120 = getelementptr float, ptr %2, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fmul float %118, %121
  %123 = sext i32 %81 to i64
  %124 = getelementptr float, ptr %3, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fadd float %122, %125
  %127 = mul i32 %19, 32
  %128 = add i32 %127, %81
  %129 = sext i32 %128 to i64
  %130 = getelementptr float, ptr %5, i64 %129
  store float %126, ptr %130, align 4
  %131 = add nuw nsw i32 %81, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %132 = add nuw nsw i32 %19, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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
  %20 = getelementptr i64, ptr %1, i64 2
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 3
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 4
  %25 = load i64, ptr %24, align 8
  call void @fulgur_cpuFusion1_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion3_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %10 to i32
  %16 = call i32 @llvm.smin.i32(i32 32, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %17 = phi i32 [ %14, %body ], [ %94, %e.exit6 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %12, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %34, %e.body ]
  %20 = icmp slt i32 %19, 32
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = mul i32 %17, 32
  %22 = add i32 %21, %19
  %23 = sext i32 %22 to i64
  %24 = getelementptr float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = mul i32 %17, 32
  %27 = add i32 %26, %19
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd float %25, %30
  %32 = load float, ptr %12, align 4
  %33 = fadd reassoc float %32, %31
  store float %33, ptr %12, align 4
  %34 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %35 = phi i32 [ 0, %e.exit ], [ %54, %e.body2 ]
  %36 = icmp slt i32 %35, 32
  br i1 %36, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %37 = mul i32 %17, 32
  %38 = add i32 %37, %35
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = mul i32 %17, 32
  %43 = add i32 %42, %35
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd float %41, %46
  %48 = load float, ptr %12, align 4
  %49 = fdiv float %48, 3.200000e+01
  %50 = fsub float %47, %49
  %51 = fmul float %50, %50
  %52 = load float, ptr %11, align 4
  %53 = fadd reassoc float %52, %51
  store float %53, ptr %11, align 4
  %54 = add nuw nsw i32 %35, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %55 = phi i32 [ 0, %e.exit3 ], [ %93, %e.body5 ]
  %56 = icmp slt i32 %55, 32
  br i1 %56, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %57 = mul i32 %17, 32
  %58 = add i32 %57, %55
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = mul i32 %17, 32
  %63 = add i32 %62, %55
  %64 = sext i32 %63 to i64
  %65 = getelementptr float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fadd float %61, %66
  %68 = mul i32 %17, 32
  %69 = add i32 %68, %55
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %4, i64 %70
  store float %67, ptr %71, align 4
  %72 = load float, ptr %12, align 4
  %73 = fdiv float %72, 3.200000e+01
  %74 = fsub float %67, %73
  %75 = load float, ptr %11, align 4
  %76 = fdiv float %75, 3.200000e+01
  %77 = fadd float %76, 0x3EE4F8B580000000
  %78 = call float @llvm.sqrt.f32(float %77)
  %79 = fdiv float 1.000000e+00, %78
  %80 = fmul float %74, %79
  %81 = sext i32 %55 to i64
  %82 = getelementptr float, ptr %2, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fmul float %80, %83
  %85 = sext i32 %55 to i64
  %86 = getelementptr float, ptr %3, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fadd float %84, %87
  %89 = mul i32 %17, 32
  %90 = add i32 %89, %55
  %91 = sext i32 %90 to i64
  %92 = getelementptr float, ptr %5, i64 %91
  store float %88, ptr %92, align 4
  %93 = add nuw nsw i32 %55, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %94 = add nuw nsw i32 %17, 1
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
  %14 = getelementptr ptr, ptr %0, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 2
  %21 = load i64, ptr %20, align 8
  call void @fulgur_cpuFusion3_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %6 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smin.i32(i32 4096, i32 %10)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %12 = phi i32 [ %9, %body ], [ %47, %i.body ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %14 = sext i32 %12 to i64
  %15 = getelementptr float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fmul float 5.000000e-01, %16
  %18 = fmul float %16, %16
  %19 = fmul float %18, %16
  %20 = fmul float 0x3FA6E4E260000000, %19
  %21 = fadd float %16, %20
  %22 = fmul float 0x3FE9884540000000, %21
  %23 = call float @llvm.maximum.f32(float %22, float 0xC01F9F09E0000000)
  %24 = call float @llvm.minimum.f32(float %23, float 0x401F9F09E0000000)
  %25 = fmul float %24, %24
  %26 = call float @llvm.fmuladd.f32(float %25, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %27 = call float @llvm.fmuladd.f32(float %25, float %26, float 0xBDD7A6FFE0000000)
  %28 = call float @llvm.fmuladd.f32(float %25, float %27, float 0x3E6B800820000000)
  %29 = call float @llvm.fmuladd.f32(float %25, float %28, float 0x3EEF286940000000)
  %30 = call float @llvm.fmuladd.f32(float %25, float %29, float 0x3F44E1BDA0000000)
  %31 = call float @llvm.fmuladd.f32(float %25, float %30, float 0x3F740B3B80000000)
  %32 = fmul float %24, %31
  %33 = call float @llvm.fmuladd.f32(float %25, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %34 = call float @llvm.fmuladd.f32(float %25, float %33, float 0x3F629540A0000000)
  %35 = call float @llvm.fmuladd.f32(float %25, float %34, float 0x3F740B3BA0000000)
  %36 = call float @llvm.fabs.f32(float %22)
  %37 = fdiv float %32, %35
  %38 = fcmp olt float %36, 0x3F3A36E2E0000000
  %39 = select i1 %38, float %22, float %37
  %40 = call float @llvm.copysign.f32(float 1.000000e+00, float %22)
  %41 = fcmp oge float %36, 9.000000e+00
  %42 = select i1 %41, float %40, float %39
  %43 = fadd float 1.000000e+00, %42
  %44 = fmul float %17, %43
  %45 = sext i32 %12 to i64
  %46 = getelementptr float, ptr %1, i64 %45
  store float %44, ptr %46, align 4
  %47 = add nuw nsw i32 %12, 1
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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion4(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smax.i32(i32 0, i32 %12)
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smin.i32(i32 32, i32 %14)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %16 = phi i32 [ %13, %body ], [ %89, %e.exit6 ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %33, %e.body ]
  %19 = icmp slt i32 %18, 32
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = mul i32 %16, 32
  %21 = add i32 %20, %18
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = mul i32 %16, 32
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
  %35 = icmp slt i32 %34, 32
  br i1 %35, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %36 = mul i32 %16, 32
  %37 = add i32 %36, %34
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = mul i32 %16, 32
  %42 = add i32 %41, %34
  %43 = sext i32 %42 to i64
  %44 = getelementptr float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd float %40, %45
  %47 = load float, ptr %11, align 4
  %48 = fdiv float %47, 3.200000e+01
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
  %54 = phi i32 [ 0, %e.exit3 ], [ %88, %e.body5 ]
  %55 = icmp slt i32 %54, 32
  br i1 %55, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %56 = mul i32 %16, 32
  %57 = add i32 %56, %54
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = mul i32 %16, 32
  %62 = add i32 %61, %54
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd float %60, %65
  %67 = load float, ptr %11, align 4
  %68 = fdiv float %67, 3.200000e+01
  %69 = fsub float %66, %68
  %70 = load float, ptr %10, align 4
  %71 = fdiv float %70, 3.200000e+01
  %72 = fadd float %71, 0x3EE4F8B580000000
  %73 = call float @llvm.sqrt.f32(float %72)
  %74 = fdiv float 1.000000e+00, %73
  %75 = fmul float %69, %74
  %76 = sext i32 %54 to i64
  %77 = getelementptr float, ptr %2, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fmul float %75, %78
  %80 = sext i32 %54 to i64
  %81 = getelementptr float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fadd float %79, %82
  %84 = mul i32 %16, 32
  %85 = add i32 %84, %54
  %86 = sext i32 %85 to i64
  %87 = getelementptr float, ptr %4, i64 %86
  store float %83, ptr %87, align 4
  %88 = add nuw nsw i32 %54, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %89 = add nuw nsw i32 %16, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion7_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
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
  call void @fulgur_cpuFusion7_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion8_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5) #0 {
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
  call void @fulgur_cpuFusion8_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_outputs = private constant [1 x i32] [i32 18]
@fulgur_host_proxies.1 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.2 = private constant [1 x i32] [i32 18]
@fulgur_host_outputs.3 = private constant [1 x i32] [i32 19]
@fulgur_host_proxies.4 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.5 = private constant [2 x i32] [i32 2, i32 19]
@fulgur_host_outputs.6 = private constant [1 x i32] [i32 20]
@fulgur_host_shape = private constant [2 x i64] [i64 16, i64 32]
@fulgur_host_proxies.7 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.8 = private constant [2 x i32] [i32 3, i32 21]
@fulgur_host_outputs.9 = private constant [1 x i32] [i32 22]
@fulgur_host_shape.10 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.11 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.12 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.13 = private constant [3 x i32] [i32 24, i32 6, i32 7]
@fulgur_host_outputs.14 = private constant [1 x i32] [i32 25]
@fulgur_host_proxies.15 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.16 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.17 = private constant [1 x i32] [i32 26]
@fulgur_host_proxies.18 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.19 = private constant [1 x i32] [i32 26]
@fulgur_host_outputs.20 = private constant [1 x i32] [i32 27]
@fulgur_host_proxies.21 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.22 = private constant [1 x i32] [i32 27]
@fulgur_host_outputs.23 = private constant [1 x i32] [i32 28]
@fulgur_host_proxies.24 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.25 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.26 = private constant [1 x i32] [i32 29]
@fulgur_host_proxies.27 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.28 = private constant [1 x i32] [i32 29]
@fulgur_host_outputs.29 = private constant [1 x i32] [i32 30]
@fulgur_host_proxies.30 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.31 = private constant [1 x i32] [i32 30]
@fulgur_host_outputs.32 = private constant [1 x i32] [i32 31]
@fulgur_host_proxies.33 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.34 = private constant [1 x i32] [i32 31]
@fulgur_host_outputs.35 = private constant [1 x i32] [i32 32]
@fulgur_host_proxies.36 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.37 = private constant [2 x i32] [i32 28, i32 32]
@fulgur_host_outputs.38 = private constant [1 x i32] [i32 33]
@fulgur_host_proxies.39 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.40 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.41 = private constant [1 x i32] [i32 34]
@fulgur_host_proxies.42 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.43 = private constant [1 x i32] [i32 34]
@fulgur_host_outputs.44 = private constant [1 x i32] [i32 35]
@fulgur_host_proxies.45 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.46 = private constant [1 x i32] [i32 35]
@fulgur_host_outputs.47 = private constant [1 x i32] [i32 36]
@fulgur_host_shape.48 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.49 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.50 = private constant [2 x i32] [i32 37, i32 36]
@fulgur_host_outputs.51 = private constant [1 x i32] [i32 38]
@fulgur_host_proxies.52 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.53 = private constant [1 x i32] [i32 38]
@fulgur_host_outputs.54 = private constant [1 x i32] [i32 39]
@fulgur_host_proxies.55 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.56 = private constant [1 x i32] [i32 39]
@fulgur_host_outputs.57 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.58 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.59 = private constant [3 x i32] [i32 40, i32 8, i32 9]
@fulgur_host_outputs.60 = private constant [1 x i32] [i32 41]
@fulgur_host_shape.61 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.62 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.63 = private constant [3 x i32] [i32 43, i32 12, i32 13]
@fulgur_host_outputs.64 = private constant [1 x i32] [i32 44]
@fulgur_host_shape.65 = private constant [3 x i64] [i64 2, i64 16, i64 128]
@fulgur_host_proxies.66 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.67 = private constant [3 x i32] [i32 45, i32 14, i32 15]
@fulgur_host_outputs.68 = private constant [1 x i32] [i32 46]
@fulgur_host_shape.69 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.70 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.71 = private constant [2 x i32] [i32 47, i32 2]
@fulgur_host_outputs.72 = private constant [1 x i32] [i32 48]
@fulgur_host_shape.73 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_shape.74 = private constant [2 x i64] [i64 32, i64 1]
@fulgur_host_proxies.75 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.76 = private constant [2 x i32] [i32 49, i32 50]
@fulgur_host_outputs.77 = private constant [1 x i32] [i32 52]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [6 x ptr], align 8
  %4 = alloca [5 x i64], align 8
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
  call void @fulgur_rt_free(ptr %0, i32 18)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.4, ptr @fulgur_host_inputs.5, i32 2, ptr @fulgur_host_outputs.6, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 19)
  call void @fulgur_rt_allocate(ptr %0, i32 21, i32 4, i32 2, ptr @fulgur_host_shape)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %21, align 8
  %22 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %22, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.7, ptr @fulgur_host_inputs.8, i32 2, ptr @fulgur_host_outputs.9, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 21)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 20)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 22)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 4)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 5)
  call void @fulgur_rt_allocate(ptr %0, i32 23, i32 1, i32 3, ptr @fulgur_host_shape.10)
  call void @fulgur_rt_allocate(ptr %0, i32 24, i32 1, i32 3, ptr @fulgur_host_shape.11)
  %23 = call ptr @fulgur_rt_data(ptr %0, i32 20)
  %24 = getelementptr ptr, ptr %3, i64 0
  store ptr %23, ptr %24, align 8
  %25 = call ptr @fulgur_rt_data(ptr %0, i32 22)
  %26 = getelementptr ptr, ptr %3, i64 1
  store ptr %25, ptr %26, align 8
  %27 = call ptr @fulgur_rt_data(ptr %0, i32 4)
  %28 = getelementptr ptr, ptr %3, i64 2
  store ptr %27, ptr %28, align 8
  %29 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %30 = getelementptr ptr, ptr %3, i64 3
  store ptr %29, ptr %30, align 8
  %31 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %32 = getelementptr ptr, ptr %3, i64 4
  store ptr %31, ptr %32, align 8
  %33 = call ptr @fulgur_rt_data(ptr %0, i32 24)
  %34 = getelementptr ptr, ptr %3, i64 5
  store ptr %33, ptr %34, align 8
  %35 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %35, align 8
  %36 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %36, align 8
  %37 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %37, align 8
  %38 = call i64 @fulgur_rt_stride(ptr %0, i32 20, i32 0)
  %39 = getelementptr i64, ptr %4, i64 3
  store i64 %38, ptr %39, align 8
  %40 = call i64 @fulgur_rt_stride(ptr %0, i32 22, i32 0)
  %41 = getelementptr i64, ptr %4, i64 4
  store i64 %40, ptr %41, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 20)
  call void @fulgur_rt_free(ptr %0, i32 22)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.12, ptr @fulgur_host_inputs.13, i32 3, ptr @fulgur_host_outputs.14, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.15, ptr @fulgur_host_inputs.16, i32 1, ptr @fulgur_host_outputs.17, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.18, ptr @fulgur_host_inputs.19, i32 1, ptr @fulgur_host_outputs.20, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.21, ptr @fulgur_host_inputs.22, i32 1, ptr @fulgur_host_outputs.23, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 27)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.24, ptr @fulgur_host_inputs.25, i32 1, ptr @fulgur_host_outputs.26, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.27, ptr @fulgur_host_inputs.28, i32 1, ptr @fulgur_host_outputs.29, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.30, ptr @fulgur_host_inputs.31, i32 1, ptr @fulgur_host_outputs.32, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 30)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.33, ptr @fulgur_host_inputs.34, i32 1, ptr @fulgur_host_outputs.35, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 31)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.36, ptr @fulgur_host_inputs.37, i32 2, ptr @fulgur_host_outputs.38, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 28)
  call void @fulgur_rt_free(ptr %0, i32 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.39, ptr @fulgur_host_inputs.40, i32 1, ptr @fulgur_host_outputs.41, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 25)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.42, ptr @fulgur_host_inputs.43, i32 1, ptr @fulgur_host_outputs.44, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.45, ptr @fulgur_host_inputs.46, i32 1, ptr @fulgur_host_outputs.47, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 35)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 33)
  call void @fulgur_rt_allocate(ptr %0, i32 37, i32 1, i32 4, ptr @fulgur_host_shape.48)
  %42 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %43 = getelementptr ptr, ptr %3, i64 0
  store ptr %42, ptr %43, align 8
  %44 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %45 = getelementptr ptr, ptr %3, i64 1
  store ptr %44, ptr %45, align 8
  %46 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %46, align 8
  %47 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %47, align 8
  %48 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %48, align 8
  %49 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %49, align 8
  %50 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %50, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 33)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.49, ptr @fulgur_host_inputs.50, i32 2, ptr @fulgur_host_outputs.51, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.52, ptr @fulgur_host_inputs.53, i32 1, ptr @fulgur_host_outputs.54, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.55, ptr @fulgur_host_inputs.56, i32 1, ptr @fulgur_host_outputs.57, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.58, ptr @fulgur_host_inputs.59, i32 3, ptr @fulgur_host_outputs.60, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 40)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 41)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 10)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 11)
  call void @fulgur_rt_allocate(ptr %0, i32 43, i32 1, i32 3, ptr @fulgur_host_shape.61)
  %51 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %52 = getelementptr ptr, ptr %3, i64 0
  store ptr %51, ptr %52, align 8
  %53 = call ptr @fulgur_rt_data(ptr %0, i32 41)
  %54 = getelementptr ptr, ptr %3, i64 1
  store ptr %53, ptr %54, align 8
  %55 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %56 = getelementptr ptr, ptr %3, i64 2
  store ptr %55, ptr %56, align 8
  %57 = call ptr @fulgur_rt_data(ptr %0, i32 11)
  %58 = getelementptr ptr, ptr %3, i64 3
  store ptr %57, ptr %58, align 8
  %59 = getelementptr i8, ptr %18, i64 0
  %60 = getelementptr ptr, ptr %3, i64 4
  store ptr %59, ptr %60, align 8
  %61 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %62 = getelementptr ptr, ptr %3, i64 5
  store ptr %61, ptr %62, align 8
  %63 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %63, align 8
  %64 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %64, align 8
  %65 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %65, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.62, ptr @fulgur_host_inputs.63, i32 3, ptr @fulgur_host_outputs.64, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 44)
  call void @fulgur_rt_allocate(ptr %0, i32 45, i32 1, i32 3, ptr @fulgur_host_shape.65)
  %66 = call ptr @fulgur_rt_data(ptr %0, i32 44)
  %67 = getelementptr ptr, ptr %3, i64 0
  store ptr %66, ptr %67, align 8
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 45)
  %69 = getelementptr ptr, ptr %3, i64 1
  store ptr %68, ptr %69, align 8
  %70 = getelementptr i64, ptr %4, i64 0
  store i64 4096, ptr %70, align 8
  %71 = getelementptr i64, ptr %4, i64 1
  store i64 2048, ptr %71, align 8
  %72 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %72, align 8
  %73 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %73, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 4096)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.66, ptr @fulgur_host_inputs.67, i32 3, ptr @fulgur_host_outputs.68, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 46)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 17)
  call void @fulgur_rt_allocate(ptr %0, i32 47, i32 1, i32 3, ptr @fulgur_host_shape.69)
  %74 = getelementptr i8, ptr %18, i64 0
  %75 = getelementptr ptr, ptr %3, i64 0
  store ptr %74, ptr %75, align 8
  %76 = call ptr @fulgur_rt_data(ptr %0, i32 46)
  %77 = getelementptr ptr, ptr %3, i64 1
  store ptr %76, ptr %77, align 8
  %78 = call ptr @fulgur_rt_data(ptr %0, i32 16)
  %79 = getelementptr ptr, ptr %3, i64 2
  store ptr %78, ptr %79, align 8
  %80 = call ptr @fulgur_rt_data(ptr %0, i32 17)
  %81 = getelementptr ptr, ptr %3, i64 3
  store ptr %80, ptr %81, align 8
  %82 = call ptr @fulgur_rt_data(ptr %0, i32 47)
  %83 = getelementptr ptr, ptr %3, i64 4
  store ptr %82, ptr %83, align 8
  %84 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %84, align 8
  %85 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %85, align 8
  %86 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %86, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.70, ptr @fulgur_host_inputs.71, i32 2, ptr @fulgur_host_outputs.72, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 48)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 49, i32 1, i32 2, ptr @fulgur_host_shape.73)
  call void @fulgur_rt_allocate(ptr %0, i32 50, i32 4, i32 2, ptr @fulgur_host_shape.74)
  %87 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %88 = getelementptr ptr, ptr %3, i64 0
  store ptr %87, ptr %88, align 8
  %89 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %90 = getelementptr ptr, ptr %3, i64 1
  store ptr %89, ptr %90, align 8
  %91 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %92 = getelementptr ptr, ptr %3, i64 2
  store ptr %91, ptr %92, align 8
  %93 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %94 = getelementptr ptr, ptr %3, i64 3
  store ptr %93, ptr %94, align 8
  %95 = getelementptr i8, ptr %18, i64 0
  %96 = getelementptr ptr, ptr %3, i64 4
  store ptr %95, ptr %96, align 8
  %97 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %97, align 8
  %98 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %98, align 8
  %99 = call i64 @fulgur_rt_stride(ptr %0, i32 48, i32 0)
  %100 = getelementptr i64, ptr %4, i64 2
  store i64 %99, ptr %100, align 8
  %101 = call i64 @fulgur_rt_stride(ptr %0, i32 48, i32 1)
  %102 = getelementptr i64, ptr %4, i64 3
  store i64 %101, ptr %102, align 8
  %103 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %104 = getelementptr i64, ptr %4, i64 4
  store i64 %103, ptr %104, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.75, ptr @fulgur_host_inputs.76, i32 2, ptr @fulgur_host_outputs.77, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 49)
  call void @fulgur_rt_free(ptr %0, i32 50)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 52)
  %105 = call ptr @fulgur_rt_data(ptr %0, i32 52)
  %106 = getelementptr ptr, ptr %3, i64 0
  store ptr %105, ptr %106, align 8
  %107 = getelementptr i8, ptr %18, i64 0
  %108 = getelementptr ptr, ptr %3, i64 1
  store ptr %107, ptr %108, align 8
  %109 = getelementptr i8, ptr %18, i64 128
  %110 = getelementptr ptr, ptr %3, i64 2
  store ptr %109, ptr %110, align 8
  %111 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %111, align 8
  %112 = call i64 @fulgur_rt_stride(ptr %0, i32 52, i32 0)
  %113 = getelementptr i64, ptr %4, i64 1
  store i64 %112, ptr %113, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_allocate(ptr %0, i32 54, i32 1, i32 0, ptr null)
  %114 = getelementptr i8, ptr %18, i64 0
  %115 = getelementptr ptr, ptr %3, i64 0
  store ptr %114, ptr %115, align 8
  %116 = getelementptr i8, ptr %18, i64 128
  %117 = getelementptr ptr, ptr %3, i64 1
  store ptr %116, ptr %117, align 8
  %118 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %119 = getelementptr ptr, ptr %3, i64 2
  store ptr %118, ptr %119, align 8
  %120 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %120, align 8
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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, ptr noalias %6, ptr noalias %7, ptr noalias %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13) #0 {
entry:
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %20 = trunc i64 %12 to i32
  %21 = call i32 @llvm.smax.i32(i32 0, i32 %20)
  %22 = trunc i64 %13 to i32
  %23 = call i32 @llvm.smin.i32(i32 32, i32 %22)
  br label %row.head

row.head:                                         ; preds = %e.exit9, %body
  %24 = phi i32 [ %21, %body ], [ %205, %e.exit9 ]
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %17, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %26 = phi i32 [ 0, %row.body ], [ %60, %e.body ]
  %27 = icmp slt i32 %26, 32
  br i1 %27, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %28 = mul i32 %24, 32
  %29 = add i32 %28, %26
  %30 = sext i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = mul i32 %24, 32
  %34 = add i32 %33, %26
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fadd float %32, %37
  %39 = mul i32 %24, 32
  %40 = add i32 %39, %26
  %41 = sext i32 %40 to i64
  %42 = getelementptr float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fadd float %38, %43
  %45 = load float, ptr %19, align 4
  %46 = fadd reassoc float %45, %44
  store float %46, ptr %19, align 4
  %47 = mul i32 %24, 32
  %48 = add i32 %47, %26
  %49 = sext i32 %48 to i64
  %50 = getelementptr float, ptr %4, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = sext i32 %26 to i64
  %53 = getelementptr float, ptr %3, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fmul float %51, %54
  %56 = load float, ptr %18, align 4
  %57 = fadd reassoc float %56, %55
  store float %57, ptr %18, align 4
  %58 = load float, ptr %17, align 4
  %59 = fadd reassoc float %58, %38
  store float %59, ptr %17, align 4
  %60 = add nuw nsw i32 %26, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %16, align 4
  store float 0.000000e+00, ptr %15, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %61 = phi i32 [ 0, %e.exit ], [ %92, %e.body2 ]
  %62 = icmp slt i32 %61, 32
  br i1 %62, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %63 = mul i32 %24, 32
  %64 = add i32 %63, %61
  %65 = sext i32 %64 to i64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = mul i32 %24, 32
  %69 = add i32 %68, %61
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fadd float %67, %72
  %74 = mul i32 %24, 32
  %75 = add i32 %74, %61
  %76 = sext i32 %75 to i64
  %77 = getelementptr float, ptr %2, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fadd float %73, %78
  %80 = load float, ptr %19, align 4
  %81 = fdiv float %80, 3.200000e+01
  %82 = fsub float %79, %81
  %83 = fmul float %82, %82
  %84 = load float, ptr %16, align 4
  %85 = fadd reassoc float %84, %83
  store float %85, ptr %16, align 4
  %86 = load float, ptr %17, align 4
  %87 = fdiv float %86, 3.200000e+01
  %88 = fsub float %73, %87
  %89 = fmul float %88, %88
  %90 = load float, ptr %15, align 4
  %91 = fadd reassoc float %90, %89
  store float %91, ptr %15, align 4
  %92 = add nuw nsw i32 %61, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  store float 0.000000e+00, ptr %14, align 4
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %93 = phi i32 [ 0, %e.exit3 ], [ %133, %e.body5 ]
  %94 = icmp slt i32 %93, 32
  br i1 %94, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %95 = mul i32 %24, 32
  %96 = add i32 %95, %93
  %97 = sext i32 %96 to i64
  %98 = getelementptr float, ptr %4, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = sext i32 %93 to i64
  %101 = getelementptr float, ptr %3, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %99, %102
  %104 = mul i32 %24, 32
  %105 = add i32 %104, %93
  %106 = sext i32 %105 to i64
  %107 = getelementptr float, ptr %0, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = mul i32 %24, 32
  %110 = add i32 %109, %93
  %111 = sext i32 %110 to i64
  %112 = getelementptr float, ptr %1, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fadd float %108, %113
  %115 = mul i32 %24, 32
  %116 = add i32 %115, %93
  %117 = sext i32 %116 to i64
  %118 = getelementptr float, ptr %2, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = fadd float %114, %119
  %121 = load float, ptr %19, align 4
  %122 = fdiv float %121, 3.200000e+01
  %123 = fsub float %120, %122
  %124 = load float, ptr %16, align 4
  %125 = fdiv float %124, 3.200000e+01
  %126 = fadd float %125, 0x3EE4F8B580000000
  %127 = call float @llvm.sqrt.f32(float %126)
  %128 = fdiv float 1.000000e+00, %127
  %129 = fmul float %123, %128
  %130 = fmul float %103, %129
  %131 = load float, ptr %14, align 4
  %132 = fadd reassoc float %131, %130
  store float %132, ptr %14, align 4
  %133 = add nuw nsw i32 %93, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  br label %e.head7

e.head7:                                          ; preds = %e.body8, %e.exit6
  %134 = phi i32 [ 0, %e.exit6 ], [ %204, %e.body8 ]
  %135 = icmp slt i32 %134, 32
  br i1 %135, label %e.body8, label %e.exit9

e.body8:                                          ; preds = %e.head7
  %136 = mul i32 %24, 32
  %137 = add i32 %136, %134
  %138 = sext i32 %137 to i64
  %139 = getelementptr float, ptr %0, i64 %138
  %140 = load float, ptr %139, align 4
  %141 = mul i32 %24, 32
  %142 = add i32 %141, %134
  %143 = sext i32 %142 to i64
  %144 = getelementptr float, ptr %1, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fadd float %140, %145
  %147 = mul i32 %24, 32
  %148 = add i32 %147, %134
  %149 = sext i32 %148 to i64
  %150 = getelementptr float, ptr %2, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = fadd float %146, %151
  %153 = load float, ptr %19, align 4
  %154 = fdiv float %153, 3.200000e+01
  %155 = fsub float %152, %154
  %156 = load float, ptr %16, align 4
  %157 = fdiv float %156, 3.200000e+01
  %158 = fadd float %157, 0x3EE4F8B580000000
  %159 = call float @llvm.sqrt.f32(float %158)
  %160 = fdiv float 1.000000e+00, %159
  %161 = fmul float %155, %160
  %162 = mul i32 %24, 32
  %163 = add i32 %162, %134
  %164 = sext i32 %163 to i64
  %165 = getelementptr float, ptr %5, i64 %164
  store float %161, ptr %165, align 4
  %166 = mul i32 %24, 32
  %167 = add i32 %166, %134
  %168 = sext i32 %167 to i64
  %169 = getelementptr float, ptr %4, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = sext i32 %134 to i64
  %172 = getelementptr float, ptr %3, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = fmul float %170, %173
  %175 = load float, ptr %18, align 4
  %176 = fdiv float %175, 3.200000e+01
  %177 = fsub float %174, %176
  %178 = load float, ptr %14, align 4
  %179 = fdiv float %178, 3.200000e+01
  %180 = fmul float %161, %179
  %181 = fsub float %177, %180
  %182 = fmul float %160, %181
  %183 = mul i32 %24, 32
  %184 = add i32 %183, %134
  %185 = sext i32 %184 to i64
  %186 = getelementptr float, ptr %6, i64 %185
  store float %182, ptr %186, align 4
  %187 = load float, ptr %17, align 4
  %188 = fdiv float %187, 3.200000e+01
  %189 = fsub float %146, %188
  %190 = load float, ptr %15, align 4
  %191 = fdiv float %190, 3.200000e+01
  %192 = fadd float %191, 0x3EE4F8B580000000
  %193 = call float @llvm.sqrt.f32(float %192)
  %194 = fdiv float 1.000000e+00, %193
  %195 = fmul float %189, %194
  %196 = mul i32 %24, 32
  %197 = add i32 %196, %134
  %198 = sext i32 %197 to i64
  %199 = getelementptr float, ptr %7, i64 %198
  store float %195, ptr %199, align 4
  %200 = mul i32 %24, 32
  %201 = add i32 %200, %134
  %202 = sext i32 %201 to i64
  %203 = getelementptr float, ptr %8, i64 %202
  store float %194, ptr %203, align 4
  %204 = add nuw nsw i32 %134, 1
  br label %e.head7

e.exit9:                                          ; preds = %e.head7
  %205 = add nuw nsw i32 %24, 1
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
  %22 = getelementptr i64, ptr %1, i64 0
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr i64, ptr %1, i64 1
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 2
  %27 = load i64, ptr %26, align 8
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, i64 %23, i64 %25, i64 %27, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  %14 = phi i32 [ %11, %body ], [ %63, %e.exit3 ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %36, %e.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = mul i32 %16, 32
  %19 = add i32 %14, %18
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
  %34 = load float, ptr %9, align 4
  %35 = fadd reassoc float %34, %33
  store float %35, ptr %9, align 4
  %36 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %37 = load float, ptr %9, align 4
  %38 = sext i32 %14 to i64
  %39 = getelementptr float, ptr %2, i64 %38
  store float %37, ptr %39, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %40 = phi i32 [ 0, %e.exit ], [ %62, %e.body2 ]
  %41 = icmp slt i32 %40, 32
  br i1 %41, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %42 = mul i32 %40, 32
  %43 = add i32 %14, %42
  %44 = udiv i32 %43, 512
  %45 = urem i32 %44, 2
  %46 = trunc i64 %5 to i32
  %47 = mul i32 %45, %46
  %48 = udiv i32 %43, 32
  %49 = urem i32 %48, 16
  %50 = trunc i64 %6 to i32
  %51 = mul i32 %49, %50
  %52 = add i32 %47, %51
  %53 = urem i32 %43, 32
  %54 = add i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = mul i32 %40, 32
  %59 = add i32 %58, %14
  %60 = sext i32 %59 to i64
  %61 = getelementptr float, ptr %1, i64 %60
  store float %57, ptr %61, align 4
  %62 = add nuw nsw i32 %40, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %63 = add nuw nsw i32 %14, 1
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
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %6 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smin.i32(i32 4096, i32 %10)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %12 = phi i32 [ %9, %body ], [ %47, %i.body ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %14 = sext i32 %12 to i64
  %15 = getelementptr float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fmul float 5.000000e-01, %16
  %18 = fmul float %16, %16
  %19 = fmul float %18, %16
  %20 = fmul float 0x3FA6E4E260000000, %19
  %21 = fadd float %16, %20
  %22 = fmul float 0x3FE9884540000000, %21
  %23 = call float @llvm.maximum.f32(float %22, float 0xC01F9F09E0000000)
  %24 = call float @llvm.minimum.f32(float %23, float 0x401F9F09E0000000)
  %25 = fmul float %24, %24
  %26 = call float @llvm.fmuladd.f32(float %25, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %27 = call float @llvm.fmuladd.f32(float %25, float %26, float 0xBDD7A6FFE0000000)
  %28 = call float @llvm.fmuladd.f32(float %25, float %27, float 0x3E6B800820000000)
  %29 = call float @llvm.fmuladd.f32(float %25, float %28, float 0x3EEF286940000000)
  %30 = call float @llvm.fmuladd.f32(float %25, float %29, float 0x3F44E1BDA0000000)
  %31 = call float @llvm.fmuladd.f32(float %25, float %30, float 0x3F740B3B80000000)
  %32 = fmul float %24, %31
  %33 = call float @llvm.fmuladd.f32(float %25, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %34 = call float @llvm.fmuladd.f32(float %25, float %33, float 0x3F629540A0000000)
  %35 = call float @llvm.fmuladd.f32(float %25, float %34, float 0x3F740B3BA0000000)
  %36 = call float @llvm.fabs.f32(float %22)
  %37 = fdiv float %32, %35
  %38 = fcmp olt float %36, 0x3F3A36E2E0000000
  %39 = select i1 %38, float %22, float %37
  %40 = call float @llvm.copysign.f32(float 1.000000e+00, float %22)
  %41 = fcmp oge float %36, 9.000000e+00
  %42 = select i1 %41, float %40, float %39
  %43 = fadd float 1.000000e+00, %42
  %44 = fmul float %17, %43
  %45 = sext i32 %12 to i64
  %46 = getelementptr float, ptr %1, i64 %45
  store float %44, ptr %46, align 4
  %47 = add nuw nsw i32 %12, 1
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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion7_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
entry:
  %12 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %10 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %11 to i32
  %16 = call i32 @llvm.smin.i32(i32 128, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %17 = phi i32 [ %14, %body ], [ %226, %e.exit3 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %12, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %119, %e.body ]
  %20 = icmp slt i32 %19, 32
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = mul i32 %19, 128
  %22 = add i32 %17, %21
  %23 = udiv i32 %22, 2048
  %24 = urem i32 %23, 2
  %25 = trunc i64 %6 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 128
  %28 = urem i32 %27, 16
  %29 = trunc i64 %7 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 128
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = udiv i32 %22, 2048
  %38 = urem i32 %37, 2
  %39 = trunc i64 %8 to i32
  %40 = mul i32 %38, %39
  %41 = udiv i32 %22, 128
  %42 = urem i32 %41, 16
  %43 = trunc i64 %9 to i32
  %44 = mul i32 %42, %43
  %45 = add i32 %40, %44
  %46 = urem i32 %22, 128
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, %50
  %52 = fmul float %51, %50
  %53 = fmul float 0x3FA6E4E260000000, %52
  %54 = fadd float %50, %53
  %55 = fmul float 0x3FE9884540000000, %54
  %56 = call float @llvm.maximum.f32(float %55, float 0xC01F9F09E0000000)
  %57 = call float @llvm.minimum.f32(float %56, float 0x401F9F09E0000000)
  %58 = fmul float %57, %57
  %59 = call float @llvm.fmuladd.f32(float %58, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %60 = call float @llvm.fmuladd.f32(float %58, float %59, float 0xBDD7A6FFE0000000)
  %61 = call float @llvm.fmuladd.f32(float %58, float %60, float 0x3E6B800820000000)
  %62 = call float @llvm.fmuladd.f32(float %58, float %61, float 0x3EEF286940000000)
  %63 = call float @llvm.fmuladd.f32(float %58, float %62, float 0x3F44E1BDA0000000)
  %64 = call float @llvm.fmuladd.f32(float %58, float %63, float 0x3F740B3B80000000)
  %65 = fmul float %57, %64
  %66 = call float @llvm.fmuladd.f32(float %58, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %67 = call float @llvm.fmuladd.f32(float %58, float %66, float 0x3F629540A0000000)
  %68 = call float @llvm.fmuladd.f32(float %58, float %67, float 0x3F740B3BA0000000)
  %69 = call float @llvm.fabs.f32(float %55)
  %70 = fdiv float %65, %68
  %71 = fcmp olt float %69, 0x3F3A36E2E0000000
  %72 = select i1 %71, float %55, float %70
  %73 = call float @llvm.copysign.f32(float 1.000000e+00, float %55)
  %74 = fcmp oge float %69, 9.000000e+00
  %75 = select i1 %74, float %73, float %72
  %76 = fadd float 1.000000e+00, %75
  %77 = fmul float 5.000000e-01, %76
  %78 = fmul float 5.000000e-01, %50
  %79 = call float @llvm.fabs.f32(float %55)
  %80 = fmul float %79, -2.000000e+00
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
  %106 = fmul float %105, 4.000000e+00
  %107 = fadd float %105, 1.000000e+00
  %108 = fmul float %107, %107
  %109 = fdiv float %106, %108
  %110 = fmul float 0x3FC12BA9E0000000, %51
  %111 = fadd float 1.000000e+00, %110
  %112 = fmul float 0x3FE9884540000000, %111
  %113 = fmul float %109, %112
  %114 = fmul float %78, %113
  %115 = fadd float %77, %114
  %116 = fmul float %36, %115
  %117 = load float, ptr %12, align 4
  %118 = fadd reassoc float %117, %116
  store float %118, ptr %12, align 4
  %119 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %120 = load float, ptr %12, align 4
  %121 = sext i32 %17 to i64
  %122 = getelementptr float, ptr %3, i64 %121
  store float %120, ptr %122, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %123 = phi i32 [ 0, %e.exit ], [ %225, %e.body2 ]
  %124 = icmp slt i32 %123, 32
  br i1 %124, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %125 = mul i32 %123, 128
  %126 = add i32 %17, %125
  %127 = udiv i32 %126, 2048
  %128 = urem i32 %127, 2
  %129 = trunc i64 %6 to i32
  %130 = mul i32 %128, %129
  %131 = udiv i32 %126, 128
  %132 = urem i32 %131, 16
  %133 = trunc i64 %7 to i32
  %134 = mul i32 %132, %133
  %135 = add i32 %130, %134
  %136 = urem i32 %126, 128
  %137 = add i32 %135, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr float, ptr %1, i64 %138
  %140 = load float, ptr %139, align 4
  %141 = udiv i32 %126, 2048
  %142 = urem i32 %141, 2
  %143 = trunc i64 %8 to i32
  %144 = mul i32 %142, %143
  %145 = udiv i32 %126, 128
  %146 = urem i32 %145, 16
  %147 = trunc i64 %9 to i32
  %148 = mul i32 %146, %147
  %149 = add i32 %144, %148
  %150 = urem i32 %126, 128
  %151 = add i32 %149, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr float, ptr %0, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = fmul float %154, %154
  %156 = fmul float %155, %154
  %157 = fmul float 0x3FA6E4E260000000, %156
  %158 = fadd float %154, %157
  %159 = fmul float 0x3FE9884540000000, %158
  %160 = call float @llvm.maximum.f32(float %159, float 0xC01F9F09E0000000)
  %161 = call float @llvm.minimum.f32(float %160, float 0x401F9F09E0000000)
  %162 = fmul float %161, %161
  %163 = call float @llvm.fmuladd.f32(float %162, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %164 = call float @llvm.fmuladd.f32(float %162, float %163, float 0xBDD7A6FFE0000000)
  %165 = call float @llvm.fmuladd.f32(float %162, float %164, float 0x3E6B800820000000)
  %166 = call float @llvm.fmuladd.f32(float %162, float %165, float 0x3EEF286940000000)
  %167 = call float @llvm.fmuladd.f32(float %162, float %166, float 0x3F44E1BDA0000000)
  %168 = call float @llvm.fmuladd.f32(float %162, float %167, float 0x3F740B3B80000000)
  %169 = fmul float %161, %168
  %170 = call float @llvm.fmuladd.f32(float %162, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %171 = call float @llvm.fmuladd.f32(float %162, float %170, float 0x3F629540A0000000)
  %172 = call float @llvm.fmuladd.f32(float %162, float %171, float 0x3F740B3BA0000000)
  %173 = call float @llvm.fabs.f32(float %159)
  %174 = fdiv float %169, %172
  %175 = fcmp olt float %173, 0x3F3A36E2E0000000
  %176 = select i1 %175, float %159, float %174
  %177 = call float @llvm.copysign.f32(float 1.000000e+00, float %159)
  %178 = fcmp oge float %173, 9.000000e+00
  %179 = select i1 %178, float %177, float %176
  %180 = fadd float 1.000000e+00, %179
  %181 = fmul float 5.000000e-01, %180
  %182 = fmul float 5.000000e-01, %154
  %183 = call float @llvm.fabs.f32(float %159)
  %184 = fmul float %183, -2.000000e+00
  %185 = call float @llvm.maximum.f32(float %184, float -1.040000e+02)
  %186 = call float @llvm.minimum.f32(float %185, float 0x4056333340000000)
  %187 = fmul float %186, 0x3FF7154760000000
  %188 = call float @llvm.roundeven.f32(float %187)
  %189 = call float @llvm.fmuladd.f32(float %188, float 0xBFE62E4000000000, float %186)
  %190 = call float @llvm.fmuladd.f32(float %188, float 0xBEB7F7D1C0000000, float %189)
  %191 = call float @llvm.fmuladd.f32(float %190, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %192 = call float @llvm.fmuladd.f32(float %190, float %191, float 0x3FA5555560000000)
  %193 = call float @llvm.fmuladd.f32(float %190, float %192, float 0x3FC5555560000000)
  %194 = call float @llvm.fmuladd.f32(float %190, float %193, float 5.000000e-01)
  %195 = call float @llvm.fmuladd.f32(float %190, float %194, float 1.000000e+00)
  %196 = call float @llvm.fmuladd.f32(float %190, float %195, float 1.000000e+00)
  %197 = fcmp uno float %188, %188
  %198 = select i1 %197, float 0.000000e+00, float %188
  %199 = fptosi float %198 to i32
  %200 = ashr i32 %199, 1
  %201 = sub i32 %199, %200
  %202 = add i32 %201, 127
  %203 = shl i32 %202, 23
  %204 = bitcast i32 %203 to float
  %205 = add i32 %200, 127
  %206 = shl i32 %205, 23
  %207 = bitcast i32 %206 to float
  %208 = fmul float %196, %207
  %209 = fmul float %208, %204
  %210 = fmul float %209, 4.000000e+00
  %211 = fadd float %209, 1.000000e+00
  %212 = fmul float %211, %211
  %213 = fdiv float %210, %212
  %214 = fmul float 0x3FC12BA9E0000000, %155
  %215 = fadd float 1.000000e+00, %214
  %216 = fmul float 0x3FE9884540000000, %215
  %217 = fmul float %213, %216
  %218 = fmul float %182, %217
  %219 = fadd float %181, %218
  %220 = fmul float %140, %219
  %221 = mul i32 %123, 128
  %222 = add i32 %221, %17
  %223 = sext i32 %222 to i64
  %224 = getelementptr float, ptr %2, i64 %223
  store float %220, ptr %224, align 4
  %225 = add nuw nsw i32 %123, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %226 = add nuw nsw i32 %17, 1
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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

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
  %20 = getelementptr i64, ptr %1, i64 4
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr i64, ptr %1, i64 5
  %23 = load i64, ptr %22, align 8
  call void @fulgur_cpuFusion7_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion7_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %9 = trunc i64 %7 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %8 to i32
  %12 = call i32 @llvm.smin.i32(i32 4096, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %89, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = sext i32 %13 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fmul float %20, %20
  %22 = fmul float %21, %20
  %23 = fmul float 0x3FA6E4E260000000, %22
  %24 = fadd float %20, %23
  %25 = fmul float 0x3FE9884540000000, %24
  %26 = call float @llvm.maximum.f32(float %25, float 0xC01F9F09E0000000)
  %27 = call float @llvm.minimum.f32(float %26, float 0x401F9F09E0000000)
  %28 = fmul float %27, %27
  %29 = call float @llvm.fmuladd.f32(float %28, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %30 = call float @llvm.fmuladd.f32(float %28, float %29, float 0xBDD7A6FFE0000000)
  %31 = call float @llvm.fmuladd.f32(float %28, float %30, float 0x3E6B800820000000)
  %32 = call float @llvm.fmuladd.f32(float %28, float %31, float 0x3EEF286940000000)
  %33 = call float @llvm.fmuladd.f32(float %28, float %32, float 0x3F44E1BDA0000000)
  %34 = call float @llvm.fmuladd.f32(float %28, float %33, float 0x3F740B3B80000000)
  %35 = fmul float %27, %34
  %36 = call float @llvm.fmuladd.f32(float %28, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %37 = call float @llvm.fmuladd.f32(float %28, float %36, float 0x3F629540A0000000)
  %38 = call float @llvm.fmuladd.f32(float %28, float %37, float 0x3F740B3BA0000000)
  %39 = call float @llvm.fabs.f32(float %25)
  %40 = fdiv float %35, %38
  %41 = fcmp olt float %39, 0x3F3A36E2E0000000
  %42 = select i1 %41, float %25, float %40
  %43 = call float @llvm.copysign.f32(float 1.000000e+00, float %25)
  %44 = fcmp oge float %39, 9.000000e+00
  %45 = select i1 %44, float %43, float %42
  %46 = fadd float 1.000000e+00, %45
  %47 = fmul float 5.000000e-01, %46
  %48 = fmul float 5.000000e-01, %20
  %49 = call float @llvm.fabs.f32(float %25)
  %50 = fmul float %49, -2.000000e+00
  %51 = call float @llvm.maximum.f32(float %50, float -1.040000e+02)
  %52 = call float @llvm.minimum.f32(float %51, float 0x4056333340000000)
  %53 = fmul float %52, 0x3FF7154760000000
  %54 = call float @llvm.roundeven.f32(float %53)
  %55 = call float @llvm.fmuladd.f32(float %54, float 0xBFE62E4000000000, float %52)
  %56 = call float @llvm.fmuladd.f32(float %54, float 0xBEB7F7D1C0000000, float %55)
  %57 = call float @llvm.fmuladd.f32(float %56, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %58 = call float @llvm.fmuladd.f32(float %56, float %57, float 0x3FA5555560000000)
  %59 = call float @llvm.fmuladd.f32(float %56, float %58, float 0x3FC5555560000000)
  %60 = call float @llvm.fmuladd.f32(float %56, float %59, float 5.000000e-01)
  %61 = call float @llvm.fmuladd.f32(float %56, float %60, float 1.000000e+00)
  %62 = call float @llvm.fmuladd.f32(float %56, float %61, float 1.000000e+00)
  %63 = fcmp uno float %54, %54
  %64 = select i1 %63, float 0.000000e+00, float %54
  %65 = fptosi float %64 to i32
  %66 = ashr i32 %65, 1
  %67 = sub i32 %65, %66
  %68 = add i32 %67, 127
  %69 = shl i32 %68, 23
  %70 = bitcast i32 %69 to float
  %71 = add i32 %66, 127
  %72 = shl i32 %71, 23
  %73 = bitcast i32 %72 to float
  %74 = fmul float %62, %73
  %75 = fmul float %74, %70
  %76 = fmul float %75, 4.000000e+00
  %77 = fadd float %75, 1.000000e+00
  %78 = fmul float %77, %77
  %79 = fdiv float %76, %78
  %80 = fmul float 0x3FC12BA9E0000000, %21
  %81 = fadd float 1.000000e+00, %80
  %82 = fmul float 0x3FE9884540000000, %81
  %83 = fmul float %79, %82
  %84 = fmul float %48, %83
  %85 = fadd float %47, %84
  %86 = fmul float %17, %85
  %87 = sext i32 %13 to i64
  %88 = getelementptr float, ptr %2, i64 %87
  store float %86, ptr %88, align 4
  %89 = add nuw nsw i32 %13, 1
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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion7_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion7_1_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion8_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %10 to i32
  %16 = call i32 @llvm.smin.i32(i32 32, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %17 = phi i32 [ %14, %body ], [ %81, %e.exit3 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %12, align 4
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %40, %e.body ]
  %20 = icmp slt i32 %19, 32
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = mul i32 %17, 32
  %22 = add i32 %21, %19
  %23 = sext i32 %22 to i64
  %24 = getelementptr float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %19 to i64
  %27 = getelementptr float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fmul float %25, %28
  %30 = load float, ptr %12, align 4
  %31 = fadd reassoc float %30, %29
  store float %31, ptr %12, align 4
  %32 = mul i32 %17, 32
  %33 = add i32 %32, %19
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %2, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fmul float %29, %36
  %38 = load float, ptr %11, align 4
  %39 = fadd reassoc float %38, %37
  store float %39, ptr %11, align 4
  %40 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %41 = phi i32 [ 0, %e.exit ], [ %80, %e.body2 ]
  %42 = icmp slt i32 %41, 32
  br i1 %42, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %43 = mul i32 %17, 32
  %44 = add i32 %43, %41
  %45 = sext i32 %44 to i64
  %46 = getelementptr float, ptr %4, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = mul i32 %17, 32
  %49 = add i32 %48, %41
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %3, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = mul i32 %17, 32
  %54 = add i32 %53, %41
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = sext i32 %41 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fmul float %57, %60
  %62 = load float, ptr %12, align 4
  %63 = fdiv float %62, 3.200000e+01
  %64 = fsub float %61, %63
  %65 = mul i32 %17, 32
  %66 = add i32 %65, %41
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %2, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = load float, ptr %11, align 4
  %71 = fdiv float %70, 3.200000e+01
  %72 = fmul float %69, %71
  %73 = fsub float %64, %72
  %74 = fmul float %52, %73
  %75 = fadd float %47, %74
  %76 = mul i32 %17, 32
  %77 = add i32 %76, %41
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %5, i64 %78
  store float %75, ptr %79, align 4
  %80 = add nuw nsw i32 %41, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %81 = add nuw nsw i32 %17, 1
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
  %16 = getelementptr i64, ptr %1, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 2
  %21 = load i64, ptr %20, align 8
  call void @fulgur_cpuFusion8_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion9_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
define void @fulgur_cpuFusion9(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion9_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion10_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  %14 = phi i32 [ %11, %body ], [ %63, %e.exit3 ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %36, %e.body ]
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = mul i32 %16, 32
  %19 = add i32 %14, %18
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
  %34 = load float, ptr %9, align 4
  %35 = fadd reassoc float %34, %33
  store float %35, ptr %9, align 4
  %36 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %37 = load float, ptr %9, align 4
  %38 = sext i32 %14 to i64
  %39 = getelementptr float, ptr %2, i64 %38
  store float %37, ptr %39, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %40 = phi i32 [ 0, %e.exit ], [ %62, %e.body2 ]
  %41 = icmp slt i32 %40, 32
  br i1 %41, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %42 = mul i32 %40, 32
  %43 = add i32 %14, %42
  %44 = udiv i32 %43, 512
  %45 = urem i32 %44, 2
  %46 = trunc i64 %5 to i32
  %47 = mul i32 %45, %46
  %48 = udiv i32 %43, 32
  %49 = urem i32 %48, 16
  %50 = trunc i64 %6 to i32
  %51 = mul i32 %49, %50
  %52 = add i32 %47, %51
  %53 = urem i32 %43, 32
  %54 = add i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = mul i32 %40, 32
  %59 = add i32 %58, %14
  %60 = sext i32 %59 to i64
  %61 = getelementptr float, ptr %1, i64 %60
  store float %57, ptr %61, align 4
  %62 = add nuw nsw i32 %40, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %63 = add nuw nsw i32 %14, 1
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
  %14 = getelementptr i64, ptr %1, i64 2
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 3
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion10_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion12_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %5 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smin.i32(i32 2048, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %15, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  store float 0.000000e+00, ptr %14, align 4
  %15 = add nuw nsw i32 %11, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 3
  %13 = load i64, ptr %12, align 8
  call void @fulgur_cpuFusion12_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion13_body(ptr noalias %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %6 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smin.i32(i32 1024, i32 %10)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %12 = phi i32 [ %9, %body ], [ %18, %i.body ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %14 = sext i32 %12 to i64
  %15 = getelementptr float, ptr %0, i64 %14
  store float 0.000000e+00, ptr %15, align 4
  %16 = sext i32 %12 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  store float 0.000000e+00, ptr %17, align 4
  %18 = add nuw nsw i32 %12, 1
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
  call void @fulgur_cpuFusion13_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion14_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %5 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smin.i32(i32 2048, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %15, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  store float 0.000000e+00, ptr %14, align 4
  %15 = add nuw nsw i32 %11, 1
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
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 3
  %13 = load i64, ptr %12, align 8
  call void @fulgur_cpuFusion14_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion15_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  %15 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %13 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %14 to i32
  %19 = call i32 @llvm.smin.i32(i32 96, i32 %18)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %20 = phi i32 [ %17, %body ], [ %129, %e.exit3 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %15, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %22 = phi i32 [ 0, %row.body ], [ %72, %e.body ]
  %23 = icmp slt i32 %22, 32
  br i1 %23, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %24 = mul i32 %22, 96
  %25 = add i32 %20, %24
  %26 = udiv i32 %25, 1536
  %27 = urem i32 %26, 2
  %28 = trunc i64 %7 to i32
  %29 = mul i32 %27, %28
  %30 = udiv i32 %25, 96
  %31 = urem i32 %30, 16
  %32 = trunc i64 %8 to i32
  %33 = mul i32 %31, %32
  %34 = add i32 %29, %33
  %35 = urem i32 %25, 96
  %36 = add i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = udiv i32 %25, 1536
  %41 = urem i32 %40, 2
  %42 = trunc i64 %9 to i32
  %43 = mul i32 %41, %42
  %44 = udiv i32 %25, 96
  %45 = urem i32 %44, 16
  %46 = trunc i64 %10 to i32
  %47 = mul i32 %45, %46
  %48 = add i32 %43, %47
  %49 = urem i32 %25, 96
  %50 = add i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fadd float %39, %53
  %55 = udiv i32 %25, 1536
  %56 = urem i32 %55, 2
  %57 = trunc i64 %11 to i32
  %58 = mul i32 %56, %57
  %59 = udiv i32 %25, 96
  %60 = urem i32 %59, 16
  %61 = trunc i64 %12 to i32
  %62 = mul i32 %60, %61
  %63 = add i32 %58, %62
  %64 = urem i32 %25, 96
  %65 = add i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %2, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fadd float %54, %68
  %70 = load float, ptr %15, align 4
  %71 = fadd reassoc float %70, %69
  store float %71, ptr %15, align 4
  %72 = add nuw nsw i32 %22, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %73 = load float, ptr %15, align 4
  %74 = sext i32 %20 to i64
  %75 = getelementptr float, ptr %4, i64 %74
  store float %73, ptr %75, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %76 = phi i32 [ 0, %e.exit ], [ %128, %e.body2 ]
  %77 = icmp slt i32 %76, 32
  br i1 %77, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %78 = mul i32 %76, 96
  %79 = add i32 %20, %78
  %80 = udiv i32 %79, 1536
  %81 = urem i32 %80, 2
  %82 = trunc i64 %7 to i32
  %83 = mul i32 %81, %82
  %84 = udiv i32 %79, 96
  %85 = urem i32 %84, 16
  %86 = trunc i64 %8 to i32
  %87 = mul i32 %85, %86
  %88 = add i32 %83, %87
  %89 = urem i32 %79, 96
  %90 = add i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = udiv i32 %79, 1536
  %95 = urem i32 %94, 2
  %96 = trunc i64 %9 to i32
  %97 = mul i32 %95, %96
  %98 = udiv i32 %79, 96
  %99 = urem i32 %98, 16
  %100 = trunc i64 %10 to i32
  %101 = mul i32 %99, %100
  %102 = add i32 %97, %101
  %103 = urem i32 %79, 96
  %104 = add i32 %102, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr float, ptr %1, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = fadd float %93, %107
  %109 = udiv i32 %79, 1536
  %110 = urem i32 %109, 2
  %111 = trunc i64 %11 to i32
  %112 = mul i32 %110, %111
  %113 = udiv i32 %79, 96
  %114 = urem i32 %113, 16
  %115 = trunc i64 %12 to i32
  %116 = mul i32 %114, %115
  %117 = add i32 %112, %116
  %118 = urem i32 %79, 96
  %119 = add i32 %117, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr float, ptr %2, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = fadd float %108, %122
  %124 = mul i32 %76, 96
  %125 = add i32 %124, %20
  %126 = sext i32 %125 to i64
  %127 = getelementptr float, ptr %3, i64 %126
  store float %123, ptr %127, align 4
  %128 = add nuw nsw i32 %76, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %129 = add nuw nsw i32 %20, 1
  br label %row.head
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
  call void @fulgur_cpuFusion15_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion15_1'
source_filename = "fulgur_cpuFusion15_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion15_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %10 = trunc i64 %8 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %9 to i32
  %13 = call i32 @llvm.smin.i32(i32 3072, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %29, %i.body ]
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
  %25 = load float, ptr %24, align 4
  %26 = fadd float %22, %25
  %27 = sext i32 %14 to i64
  %28 = getelementptr float, ptr %3, i64 %27
  store float %26, ptr %28, align 4
  %29 = add nuw nsw i32 %14, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion15_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion15_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion16_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %9 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %10 to i32
  %18 = call i32 @llvm.smin.i32(i32 32, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit9, %body
  %19 = phi i32 [ %16, %body ], [ %133, %e.exit9 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %14, align 4
  store float 0.000000e+00, ptr %13, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %41, %e.body ]
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = mul i32 %19, 32
  %24 = add i32 %23, %21
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = load float, ptr %14, align 4
  %29 = fadd reassoc float %28, %27
  store float %29, ptr %14, align 4
  %30 = mul i32 %19, 32
  %31 = add i32 %30, %21
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %2, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = sext i32 %21 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul float %34, %37
  %39 = load float, ptr %13, align 4
  %40 = fadd reassoc float %39, %38
  store float %40, ptr %13, align 4
  %41 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %12, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %42 = phi i32 [ 0, %e.exit ], [ %55, %e.body2 ]
  %43 = icmp slt i32 %42, 32
  br i1 %43, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %44 = mul i32 %19, 32
  %45 = add i32 %44, %42
  %46 = sext i32 %45 to i64
  %47 = getelementptr float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = load float, ptr %14, align 4
  %50 = fdiv float %49, 3.200000e+01
  %51 = fsub float %48, %50
  %52 = fmul float %51, %51
  %53 = load float, ptr %12, align 4
  %54 = fadd reassoc float %53, %52
  store float %54, ptr %12, align 4
  %55 = add nuw nsw i32 %42, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %56 = phi i32 [ 0, %e.exit3 ], [ %84, %e.body5 ]
  %57 = icmp slt i32 %56, 32
  br i1 %57, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %58 = mul i32 %19, 32
  %59 = add i32 %58, %56
  %60 = sext i32 %59 to i64
  %61 = getelementptr float, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = sext i32 %56 to i64
  %64 = getelementptr float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fmul float %62, %65
  %67 = mul i32 %19, 32
  %68 = add i32 %67, %56
  %69 = sext i32 %68 to i64
  %70 = getelementptr float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = load float, ptr %14, align 4
  %73 = fdiv float %72, 3.200000e+01
  %74 = fsub float %71, %73
  %75 = load float, ptr %12, align 4
  %76 = fdiv float %75, 3.200000e+01
  %77 = fadd float %76, 0x3EE4F8B580000000
  %78 = call float @llvm.sqrt.f32(float %77)
  %79 = fdiv float 1.000000e+00, %78
  %80 = fmul float %74, %79
  %81 = fmul float %66, %80
  %82 = load float, ptr %11, align 4
  %83 = fadd reassoc float %82, %81
  store float %83, ptr %11, align 4
  %84 = add nuw nsw i32 %56, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  br label %e.head7

e.head7:                                          ; preds = %e.body8, %e.exit6
  %85 = phi i32 [ 0, %e.exit6 ], [ %132, %e.body8 ]
  %86 = icmp slt i32 %85, 32
  br i1 %86, label %e.body8, label %e.exit9

e.body8:                                          ; preds = %e.head7
  %87 = mul i32 %19, 32
  %88 = add i32 %87, %85
  %89 = sext i32 %88 to i64
  %90 = getelementptr float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = load float, ptr %14, align 4
  %93 = fdiv float %92, 3.200000e+01
  %94 = fsub float %91, %93
  %95 = load float, ptr %12, align 4
  %96 = fdiv float %95, 3.200000e+01
  %97 = fadd float %96, 0x3EE4F8B580000000
  %98 = call float @llvm.sqrt.f32(float %97)
  %99 = fdiv float 1.000000e+00, %98
  %100 = fmul float %94, %99
  %101 = mul i32 %19, 32
  %102 = add i32 %101, %85
  %103 = sext i32 %102 to i64
  %104 = getelementptr float, ptr %4, i64 %103
  store float %100, ptr %104, align 4
  %105 = mul i32 %19, 32
  %106 = add i32 %105, %85
  %107 = sext i32 %106 to i64
  %108 = getelementptr float, ptr %3, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = mul i32 %19, 32
  %111 = add i32 %110, %85
  %112 = sext i32 %111 to i64
  %113 = getelementptr float, ptr %2, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = sext i32 %85 to i64
  %116 = getelementptr float, ptr %1, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fmul float %114, %117
  %119 = load float, ptr %13, align 4
  %120 = fdiv float %119, 3.200000e+01
  %121 = fsub float %118, %120
  %122 = load float, ptr %11, align 4
  %123 = fdiv float %122, 3.200000e+01
  %124 = fmul float %100, %123
  %125 = fsub float %121, %124
  %126 = fmul float %99, %125
  %127 = fadd float %109, %126
  %128 = mul i32 %19, 32
  %129 = add i32 %128, %85
  %130 = sext i32 %129 to i64
  %131 = getelementptr float, ptr %5, i64 %130
  store float %127, ptr %131, align 4
  %132 = add nuw nsw i32 %85, 1
  br label %e.head7

e.exit9:                                          ; preds = %e.head7
  %133 = add nuw nsw i32 %19, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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
  %14 = getelementptr ptr, ptr %0, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 2
  %21 = load i64, ptr %20, align 8
  call void @fulgur_cpuFusion16_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion17_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  %7 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smin.i32(i32 512, i32 %10)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %12 = phi i32 [ %9, %body ], [ %31, %e.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %7, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %14 = phi i32 [ 0, %row.body ], [ %27, %e.body ]
  %15 = icmp slt i32 %14, 2
  br i1 %15, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %16 = mul i32 %14, 512
  %17 = udiv i32 %12, 32
  %18 = mul i32 %17, 32
  %19 = add i32 %16, %18
  %20 = urem i32 %12, 32
  %21 = add i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = load float, ptr %7, align 4
  %26 = fadd reassoc float %25, %24
  store float %26, ptr %7, align 4
  %27 = add nuw nsw i32 %14, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %28 = load float, ptr %7, align 4
  %29 = sext i32 %12 to i64
  %30 = getelementptr float, ptr %1, i64 %29
  store float %28, ptr %30, align 4
  %31 = add nuw nsw i32 %12, 1
  br label %row.head
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  call void @fulgur_cpuFusion17_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion18_body(ptr noalias %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 512, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %21, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = udiv i32 %10, 32
  %13 = sext i32 %12 to i64
  %14 = icmp slt i64 %13, 0
  %15 = add i64 %13, 16
  %16 = select i1 %14, i64 %15, i64 %13
  %17 = sext i32 %10 to i64
  %18 = getelementptr i64, ptr %0, i64 %17
  store i64 %16, ptr %18, align 8
  %19 = sext i32 %10 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  store float 0.000000e+00, ptr %20, align 4
  %21 = add nuw nsw i32 %10, 1
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion18_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion19_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  %16 = getelementptr i64, ptr %1, i64 4
  %17 = load i64, ptr %16, align 8
  call void @fulgur_cpuFusion19_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion20_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
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
define void @fulgur_cpuFusion20(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
entry:
  %4 = getelementptr ptr, ptr %0, i64 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  call void @fulgur_cpuFusion20_body(ptr %5, i64 %7, i64 %9, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion20_1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
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
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 3
  %15 = load i64, ptr %14, align 8
  call void @fulgur_cpuFusion20_1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion21_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, ptr noalias %6, ptr noalias %7, ptr noalias %8, ptr noalias %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %21 = trunc i64 %14 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %15 to i32
  %24 = call i32 @llvm.smin.i32(i32 32, i32 %23)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %25 = phi i32 [ %22, %body ], [ %102, %e.exit ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %20, align 4
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %17, align 4
  store float 0.000000e+00, ptr %16, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %27 = phi i32 [ 0, %row.body ], [ %86, %e.body ]
  %28 = icmp slt i32 %27, 32
  br i1 %28, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %29 = udiv i32 %27, 16
  %30 = mul i32 %29, 512
  %31 = urem i32 %27, 16
  %32 = mul i32 %31, 32
  %33 = add i32 %30, %32
  %34 = add i32 %33, %25
  %35 = sext i32 %34 to i64
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = udiv i32 %27, 16
  %39 = mul i32 %38, 512
  %40 = urem i32 %27, 16
  %41 = mul i32 %40, 32
  %42 = add i32 %39, %41
  %43 = add i32 %42, %25
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fmul float %37, %46
  %48 = load float, ptr %20, align 4
  %49 = fadd reassoc float %48, %47
  store float %49, ptr %20, align 4
  %50 = load float, ptr %19, align 4
  %51 = fadd reassoc float %50, %37
  store float %51, ptr %19, align 4
  %52 = udiv i32 %27, 16
  %53 = mul i32 %52, 512
  %54 = urem i32 %27, 16
  %55 = mul i32 %54, 32
  %56 = add i32 %53, %55
  %57 = add i32 %56, %25
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %2, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = load float, ptr %18, align 4
  %62 = fadd reassoc float %61, %60
  store float %62, ptr %18, align 4
  %63 = udiv i32 %27, 16
  %64 = mul i32 %63, 512
  %65 = urem i32 %27, 16
  %66 = mul i32 %65, 32
  %67 = add i32 %64, %66
  %68 = add i32 %67, %25
  %69 = sext i32 %68 to i64
  %70 = getelementptr float, ptr %3, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = udiv i32 %27, 16
  %73 = mul i32 %72, 512
  %74 = urem i32 %27, 16
  %75 = mul i32 %74, 32
  %76 = add i32 %73, %75
  %77 = add i32 %76, %25
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %4, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = fmul float %71, %80
  %82 = load float, ptr %17, align 4
  %83 = fadd reassoc float %82, %81
  store float %83, ptr %17, align 4
  %84 = load float, ptr %16, align 4
  %85 = fadd reassoc float %84, %71
  store float %85, ptr %16, align 4
  %86 = add nuw nsw i32 %27, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %87 = load float, ptr %20, align 4
  %88 = sext i32 %25 to i64
  %89 = getelementptr float, ptr %5, i64 %88
  store float %87, ptr %89, align 4
  %90 = load float, ptr %19, align 4
  %91 = sext i32 %25 to i64
  %92 = getelementptr float, ptr %6, i64 %91
  store float %90, ptr %92, align 4
  %93 = load float, ptr %18, align 4
  %94 = sext i32 %25 to i64
  %95 = getelementptr float, ptr %7, i64 %94
  store float %93, ptr %95, align 4
  %96 = load float, ptr %17, align 4
  %97 = sext i32 %25 to i64
  %98 = getelementptr float, ptr %8, i64 %97
  store float %96, ptr %98, align 4
  %99 = load float, ptr %16, align 4
  %100 = sext i32 %25 to i64
  %101 = getelementptr float, ptr %9, i64 %100
  store float %99, ptr %101, align 4
  %102 = add nuw nsw i32 %25, 1
  br label %row.head
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
  %24 = getelementptr i64, ptr %1, i64 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr i64, ptr %1, i64 1
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr i64, ptr %1, i64 2
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr i64, ptr %1, i64 3
  %31 = load i64, ptr %30, align 8
  call void @fulgur_cpuFusion21_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion21_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %5 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smin.i32(i32 2048, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %22, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = sext i32 %11 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd float %15, %18
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

; Function Attrs: nounwind
define void @fulgur_cpuFusion21_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion21_1_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
@fulgur_host_shape = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_shape.1 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_proxies = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs = private constant [2 x i32] [i32 30, i32 2]
@fulgur_host_outputs = private constant [1 x i32] [i32 32]
@fulgur_host_proxies.2 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.3 = private constant [1 x i32] [i32 31]
@fulgur_host_outputs.4 = private constant [1 x i32] [i32 33]
@fulgur_host_proxies.5 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.6 = private constant [1 x i32] [i32 21]
@fulgur_host_outputs.7 = private constant [1 x i32] [i32 34]
@fulgur_host_proxies.8 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.9 = private constant [2 x i32] [i32 33, i32 34]
@fulgur_host_outputs.10 = private constant [1 x i32] [i32 35]
@fulgur_host_shape.11 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.12 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.13 = private constant [2 x i32] [i32 37, i32 8]
@fulgur_host_outputs.14 = private constant [1 x i32] [i32 40]
@fulgur_host_shape.15 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.16 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.17 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.18 = private constant [1 x i32] [i32 41]
@fulgur_host_outputs.19 = private constant [1 x i32] [i32 43]
@fulgur_host_shape.20 = private constant [3 x i64] [i64 2, i64 16, i64 128]
@fulgur_host_proxies.21 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.22 = private constant [1 x i32] [i32 44]
@fulgur_host_outputs.23 = private constant [1 x i32] [i32 45]
@fulgur_host_proxies.24 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.25 = private constant [2 x i32] [i32 43, i32 45]
@fulgur_host_outputs.26 = private constant [1 x i32] [i32 46]
@fulgur_host_shape.27 = private constant [3 x i64] [i64 2, i64 16, i64 128]
@fulgur_host_shape.28 = private constant [2 x i64] [i64 32, i64 128]
@fulgur_host_shape.29 = private constant [1 x i64] [i64 128]
@fulgur_host_proxies.30 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.31 = private constant [2 x i32] [i32 47, i32 7]
@fulgur_host_outputs.32 = private constant [1 x i32] [i32 50]
@fulgur_host_proxies.33 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.34 = private constant [1 x i32] [i32 48]
@fulgur_host_outputs.35 = private constant [1 x i32] [i32 51]
@fulgur_host_proxies.36 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.37 = private constant [1 x i32] [i32 18]
@fulgur_host_outputs.38 = private constant [1 x i32] [i32 52]
@fulgur_host_proxies.39 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.40 = private constant [2 x i32] [i32 51, i32 52]
@fulgur_host_outputs.41 = private constant [1 x i32] [i32 53]
@fulgur_host_shape.42 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.43 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.44 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.45 = private constant [2 x i32] [i32 54, i32 5]
@fulgur_host_outputs.46 = private constant [1 x i32] [i32 56]
@fulgur_host_shape.47 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.48 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.49 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.50 = private constant [1 x i32] [i32 57]
@fulgur_host_outputs.51 = private constant [1 x i32] [i32 59]
@fulgur_host_proxies.52 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.53 = private constant [1 x i32] [i32 16]
@fulgur_host_outputs.54 = private constant [1 x i32] [i32 60]
@fulgur_host_proxies.55 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.56 = private constant [1 x i32] [i32 60]
@fulgur_host_outputs.57 = private constant [1 x i32] [i32 61]
@fulgur_host_proxies.58 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.59 = private constant [1 x i32] [i32 61]
@fulgur_host_outputs.60 = private constant [1 x i32] [i32 62]
@fulgur_host_proxies.61 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.62 = private constant [2 x i32] [i32 59, i32 62]
@fulgur_host_outputs.63 = private constant [1 x i32] [i32 63]
@fulgur_host_proxies.64 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.65 = private constant [1 x i32] [i32 56]
@fulgur_host_outputs.66 = private constant [1 x i32] [i32 64]
@fulgur_host_proxies.67 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.68 = private constant [1 x i32] [i32 64]
@fulgur_host_outputs.69 = private constant [1 x i32] [i32 65]
@fulgur_host_proxies.70 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.71 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.72 = private constant [1 x i32] [i32 66]
@fulgur_host_proxies.73 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.74 = private constant [1 x i32] [i32 66]
@fulgur_host_outputs.75 = private constant [1 x i32] [i32 67]
@fulgur_host_proxies.76 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.77 = private constant [1 x i32] [i32 67]
@fulgur_host_outputs.78 = private constant [1 x i32] [i32 68]
@fulgur_host_proxies.79 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.80 = private constant [2 x i32] [i32 65, i32 68]
@fulgur_host_outputs.81 = private constant [1 x i32] [i32 69]
@fulgur_host_proxies.82 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.83 = private constant [1 x i32] [i32 15]
@fulgur_host_outputs.84 = private constant [1 x i32] [i32 70]
@fulgur_host_proxies.85 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.86 = private constant [2 x i32] [i32 70, i32 65]
@fulgur_host_outputs.87 = private constant [1 x i32] [i32 71]
@fulgur_host_proxies.88 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.89 = private constant [1 x i32] [i32 13]
@fulgur_host_outputs.90 = private constant [1 x i32] [i32 72]
@fulgur_host_proxies.91 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.92 = private constant [1 x i32] [i32 72]
@fulgur_host_outputs.93 = private constant [1 x i32] [i32 73]
@fulgur_host_proxies.94 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.95 = private constant [1 x i32] [i32 73]
@fulgur_host_outputs.96 = private constant [1 x i32] [i32 74]
@fulgur_host_proxies.97 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.98 = private constant [1 x i32] [i32 74]
@fulgur_host_outputs.99 = private constant [1 x i32] [i32 75]
@fulgur_host_shape.100 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.101 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.102 = private constant [2 x i32] [i32 76, i32 75]
@fulgur_host_outputs.103 = private constant [1 x i32] [i32 77]
@fulgur_host_proxies.104 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.105 = private constant [1 x i32] [i32 12]
@fulgur_host_outputs.106 = private constant [1 x i32] [i32 78]
@fulgur_host_proxies.107 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.108 = private constant [1 x i32] [i32 78]
@fulgur_host_outputs.109 = private constant [1 x i32] [i32 79]
@fulgur_host_proxies.110 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.111 = private constant [1 x i32] [i32 79]
@fulgur_host_outputs.112 = private constant [1 x i32] [i32 80]
@fulgur_host_proxies.113 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.114 = private constant [2 x i32] [i32 80, i32 76]
@fulgur_host_outputs.115 = private constant [1 x i32] [i32 81]
@fulgur_host_proxies.116 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.117 = private constant [1 x i32] [i32 71]
@fulgur_host_outputs.118 = private constant [1 x i32] [i32 82]
@fulgur_host_proxies.119 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.120 = private constant [1 x i32] [i32 82]
@fulgur_host_outputs.121 = private constant [1 x i32] [i32 83]
@fulgur_host_shape.122 = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_proxies.123 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.124 = private constant [2 x i32] [i32 84, i32 83]
@fulgur_host_outputs.125 = private constant [1 x i32] [i32 85]
@fulgur_host_proxies.126 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.127 = private constant [1 x i32] [i32 81]
@fulgur_host_outputs.128 = private constant [1 x i32] [i32 86]
@fulgur_host_proxies.129 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.130 = private constant [1 x i32] [i32 86]
@fulgur_host_outputs.131 = private constant [1 x i32] [i32 87]
@fulgur_host_proxies.132 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.133 = private constant [1 x i32] [i32 87]
@fulgur_host_outputs.134 = private constant [1 x i32] [i32 88]
@fulgur_host_shape.135 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.136 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.137 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.138 = private constant [3 x i32] [i32 89, i32 88, i32 90]
@fulgur_host_outputs.139 = private constant [1 x i32] [i32 91]
@fulgur_host_proxies.140 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.141 = private constant [1 x i32] [i32 77]
@fulgur_host_outputs.142 = private constant [1 x i32] [i32 92]
@fulgur_host_proxies.143 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.144 = private constant [1 x i32] [i32 92]
@fulgur_host_outputs.145 = private constant [1 x i32] [i32 93]
@fulgur_host_shape.146 = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_proxies.147 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.148 = private constant [2 x i32] [i32 93, i32 94]
@fulgur_host_outputs.149 = private constant [1 x i32] [i32 95]
@fulgur_host_shape.150 = private constant [3 x i64] [i64 2, i64 16, i64 96]
@fulgur_host_shape.151 = private constant [2 x i64] [i64 32, i64 96]
@fulgur_host_shape.152 = private constant [1 x i64] [i64 96]
@fulgur_host_proxies.153 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.154 = private constant [2 x i32] [i32 96, i32 4]
@fulgur_host_outputs.155 = private constant [1 x i32] [i32 99]
@fulgur_host_proxies.156 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.157 = private constant [1 x i32] [i32 97]
@fulgur_host_outputs.158 = private constant [1 x i32] [i32 100]
@fulgur_host_proxies.159 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.160 = private constant [1 x i32] [i32 11]
@fulgur_host_outputs.161 = private constant [1 x i32] [i32 101]
@fulgur_host_proxies.162 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.163 = private constant [2 x i32] [i32 100, i32 101]
@fulgur_host_outputs.164 = private constant [1 x i32] [i32 102]
@fulgur_host_shape.165 = private constant [2 x i64] [i64 16, i64 32]
@fulgur_host_shape.166 = private constant [2 x i64] [i64 16, i64 32]
@fulgur_host_shape.167 = private constant [2 x i64] [i64 16, i64 32]
@fulgur_host_proxies.168 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.169 = private constant [3 x i32] [i32 107, i32 106, i32 105]
@fulgur_host_outputs.170 = private constant [1 x i32] [i32 108]
@fulgur_host_shape.171 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.172 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.173 = private constant [2 x i64] [i64 64, i64 32]
@fulgur_host_proxies.174 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.175 = private constant [3 x i32] [i32 111, i32 110, i32 109]
@fulgur_host_outputs.176 = private constant [1 x i32] [i32 112]
@fulgur_host_shape.177 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.178 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.179 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.180 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.181 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.182 = private constant [2 x i64] [i64 64, i64 32]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [10 x ptr], align 8
  %4 = alloca [8 x i64], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 22)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 22)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = getelementptr i8, ptr %18, i64 0
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %24, align 8
  %25 = call i64 @fulgur_rt_stride(ptr %0, i32 22, i32 0)
  %26 = getelementptr i64, ptr %4, i64 2
  store i64 %25, ptr %26, align 8
  %27 = call i64 @fulgur_rt_stride(ptr %0, i32 22, i32 1)
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 23)
  %49 = call ptr @fulgur_rt_data(ptr %0, i32 23)
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
  call void @fulgur_rt_allocate(ptr %0, i32 30, i32 1, i32 3, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 31, i32 1, i32 2, ptr @fulgur_host_shape.1)
  %62 = getelementptr i8, ptr %18, i64 8512
  %63 = getelementptr ptr, ptr %3, i64 0
  store ptr %62, ptr %63, align 8
  %64 = getelementptr i8, ptr %18, i64 0
  %65 = getelementptr ptr, ptr %3, i64 1
  store ptr %64, ptr %65, align 8
  %66 = getelementptr i8, ptr %18, i64 24896
  %67 = getelementptr ptr, ptr %3, i64 2
  store ptr %66, ptr %67, align 8
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 30)
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
  %83 = call ptr @fulgur_rt_data(ptr %0, i32 31)
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
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies, ptr @fulgur_host_inputs, i32 2, ptr @fulgur_host_outputs, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 30)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.2, ptr @fulgur_host_inputs.3, i32 1, ptr @fulgur_host_outputs.4, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 31)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.5, ptr @fulgur_host_inputs.6, i32 1, ptr @fulgur_host_outputs.7, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.8, ptr @fulgur_host_inputs.9, i32 2, ptr @fulgur_host_outputs.10, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 33)
  call void @fulgur_rt_free(ptr %0, i32 34)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 10)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 17)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 20)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 9)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 32)
  call void @fulgur_rt_allocate(ptr %0, i32 37, i32 1, i32 3, ptr @fulgur_host_shape.11)
  %90 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %91 = getelementptr ptr, ptr %3, i64 0
  store ptr %90, ptr %91, align 8
  %92 = call ptr @fulgur_rt_data(ptr %0, i32 17)
  %93 = getelementptr ptr, ptr %3, i64 1
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 20)
  %95 = getelementptr ptr, ptr %3, i64 2
  store ptr %94, ptr %95, align 8
  %96 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %97 = getelementptr ptr, ptr %3, i64 3
  store ptr %96, ptr %97, align 8
  %98 = call ptr @fulgur_rt_data(ptr %0, i32 32)
  %99 = getelementptr ptr, ptr %3, i64 4
  store ptr %98, ptr %99, align 8
  %100 = getelementptr i8, ptr %18, i64 0
  %101 = getelementptr ptr, ptr %3, i64 5
  store ptr %100, ptr %101, align 8
  %102 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %103 = getelementptr ptr, ptr %3, i64 6
  store ptr %102, ptr %103, align 8
  %104 = getelementptr i8, ptr %18, i64 4096
  %105 = getelementptr ptr, ptr %3, i64 7
  store ptr %104, ptr %105, align 8
  %106 = getelementptr i8, ptr %18, i64 8192
  %107 = getelementptr ptr, ptr %3, i64 8
  store ptr %106, ptr %107, align 8
  %108 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %108, align 8
  %109 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %109, align 8
  %110 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %110, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.12, ptr @fulgur_host_inputs.13, i32 2, ptr @fulgur_host_outputs.14, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 41, i32 1, i32 2, ptr @fulgur_host_shape.15)
  call void @fulgur_rt_allocate(ptr %0, i32 42, i32 1, i32 1, ptr @fulgur_host_shape.16)
  %111 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %112 = getelementptr ptr, ptr %3, i64 0
  store ptr %111, ptr %112, align 8
  %113 = call ptr @fulgur_rt_data(ptr %0, i32 41)
  %114 = getelementptr ptr, ptr %3, i64 1
  store ptr %113, ptr %114, align 8
  %115 = call ptr @fulgur_rt_data(ptr %0, i32 42)
  %116 = getelementptr ptr, ptr %3, i64 2
  store ptr %115, ptr %116, align 8
  %117 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %117, align 8
  %118 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %118, align 8
  %119 = call i64 @fulgur_rt_stride(ptr %0, i32 37, i32 0)
  %120 = getelementptr i64, ptr %4, i64 2
  store i64 %119, ptr %120, align 8
  %121 = call i64 @fulgur_rt_stride(ptr %0, i32 37, i32 1)
  %122 = getelementptr i64, ptr %4, i64 3
  store i64 %121, ptr %122, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.17, ptr @fulgur_host_inputs.18, i32 1, ptr @fulgur_host_outputs.19, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 41)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 19)
  call void @fulgur_rt_allocate(ptr %0, i32 44, i32 1, i32 3, ptr @fulgur_host_shape.20)
  %123 = call ptr @fulgur_rt_data(ptr %0, i32 19)
  %124 = getelementptr ptr, ptr %3, i64 0
  store ptr %123, ptr %124, align 8
  %125 = call ptr @fulgur_rt_data(ptr %0, i32 44)
  %126 = getelementptr ptr, ptr %3, i64 1
  store ptr %125, ptr %126, align 8
  %127 = getelementptr i64, ptr %4, i64 0
  store i64 4096, ptr %127, align 8
  %128 = getelementptr i64, ptr %4, i64 1
  store i64 2048, ptr %128, align 8
  %129 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %129, align 8
  %130 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %130, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 4096)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.21, ptr @fulgur_host_inputs.22, i32 1, ptr @fulgur_host_outputs.23, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 44)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.24, ptr @fulgur_host_inputs.25, i32 2, ptr @fulgur_host_outputs.26, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 43)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 40)
  call void @fulgur_rt_allocate(ptr %0, i32 47, i32 1, i32 3, ptr @fulgur_host_shape.27)
  call void @fulgur_rt_allocate(ptr %0, i32 48, i32 1, i32 2, ptr @fulgur_host_shape.28)
  call void @fulgur_rt_allocate(ptr %0, i32 49, i32 1, i32 1, ptr @fulgur_host_shape.29)
  %131 = call ptr @fulgur_rt_data(ptr %0, i32 19)
  %132 = getelementptr ptr, ptr %3, i64 0
  store ptr %131, ptr %132, align 8
  %133 = call ptr @fulgur_rt_data(ptr %0, i32 40)
  %134 = getelementptr ptr, ptr %3, i64 1
  store ptr %133, ptr %134, align 8
  %135 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %136 = getelementptr ptr, ptr %3, i64 2
  store ptr %135, ptr %136, align 8
  %137 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %138 = getelementptr ptr, ptr %3, i64 3
  store ptr %137, ptr %138, align 8
  %139 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %139, align 8
  %140 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %140, align 8
  %141 = call i64 @fulgur_rt_stride(ptr %0, i32 40, i32 0)
  %142 = getelementptr i64, ptr %4, i64 2
  store i64 %141, ptr %142, align 8
  %143 = call i64 @fulgur_rt_stride(ptr %0, i32 40, i32 1)
  %144 = getelementptr i64, ptr %4, i64 3
  store i64 %143, ptr %144, align 8
  %145 = call i64 @fulgur_rt_stride(ptr %0, i32 19, i32 0)
  %146 = getelementptr i64, ptr %4, i64 4
  store i64 %145, ptr %146, align 8
  %147 = call i64 @fulgur_rt_stride(ptr %0, i32 19, i32 1)
  %148 = getelementptr i64, ptr %4, i64 5
  store i64 %147, ptr %148, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %149 = call ptr @fulgur_rt_data(ptr %0, i32 19)
  %150 = getelementptr ptr, ptr %3, i64 0
  store ptr %149, ptr %150, align 8
  %151 = call ptr @fulgur_rt_data(ptr %0, i32 40)
  %152 = getelementptr ptr, ptr %3, i64 1
  store ptr %151, ptr %152, align 8
  %153 = call ptr @fulgur_rt_data(ptr %0, i32 47)
  %154 = getelementptr ptr, ptr %3, i64 2
  store ptr %153, ptr %154, align 8
  %155 = getelementptr i64, ptr %4, i64 0
  store i64 4096, ptr %155, align 8
  %156 = getelementptr i64, ptr %4, i64 1
  store i64 2048, ptr %156, align 8
  %157 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %157, align 8
  %158 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %158, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 4096)
  call void @fulgur_rt_free(ptr %0, i32 40)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.30, ptr @fulgur_host_inputs.31, i32 2, ptr @fulgur_host_outputs.32, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 47)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.33, ptr @fulgur_host_inputs.34, i32 1, ptr @fulgur_host_outputs.35, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 48)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.36, ptr @fulgur_host_inputs.37, i32 1, ptr @fulgur_host_outputs.38, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.39, ptr @fulgur_host_inputs.40, i32 2, ptr @fulgur_host_outputs.41, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 6)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 50)
  call void @fulgur_rt_allocate(ptr %0, i32 54, i32 1, i32 3, ptr @fulgur_host_shape.42)
  %159 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %160 = getelementptr ptr, ptr %3, i64 0
  store ptr %159, ptr %160, align 8
  %161 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %162 = getelementptr ptr, ptr %3, i64 1
  store ptr %161, ptr %162, align 8
  %163 = getelementptr i8, ptr %18, i64 4096
  %164 = getelementptr ptr, ptr %3, i64 2
  store ptr %163, ptr %164, align 8
  %165 = getelementptr i8, ptr %18, i64 8192
  %166 = getelementptr ptr, ptr %3, i64 3
  store ptr %165, ptr %166, align 8
  %167 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %168 = getelementptr ptr, ptr %3, i64 4
  store ptr %167, ptr %168, align 8
  %169 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %170 = getelementptr ptr, ptr %3, i64 5
  store ptr %169, ptr %170, align 8
  %171 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %171, align 8
  %172 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %172, align 8
  %173 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %173, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 37)
  call void @fulgur_rt_allocate(ptr %0, i32 55, i32 1, i32 1, ptr @fulgur_host_shape.43)
  %174 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %175 = getelementptr ptr, ptr %3, i64 0
  store ptr %174, ptr %175, align 8
  %176 = getelementptr i8, ptr %18, i64 4096
  %177 = getelementptr ptr, ptr %3, i64 1
  store ptr %176, ptr %177, align 8
  %178 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %179 = getelementptr ptr, ptr %3, i64 2
  store ptr %178, ptr %179, align 8
  %180 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %180, align 8
  %181 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %181, align 8
  %182 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %182, align 8
  %183 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %183, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.44, ptr @fulgur_host_inputs.45, i32 2, ptr @fulgur_host_outputs.46, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 57, i32 1, i32 2, ptr @fulgur_host_shape.47)
  call void @fulgur_rt_allocate(ptr %0, i32 58, i32 1, i32 1, ptr @fulgur_host_shape.48)
  %184 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %185 = getelementptr ptr, ptr %3, i64 0
  store ptr %184, ptr %185, align 8
  %186 = call ptr @fulgur_rt_data(ptr %0, i32 57)
  %187 = getelementptr ptr, ptr %3, i64 1
  store ptr %186, ptr %187, align 8
  %188 = call ptr @fulgur_rt_data(ptr %0, i32 58)
  %189 = getelementptr ptr, ptr %3, i64 2
  store ptr %188, ptr %189, align 8
  %190 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %190, align 8
  %191 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %191, align 8
  %192 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 0)
  %193 = getelementptr i64, ptr %4, i64 2
  store i64 %192, ptr %193, align 8
  %194 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 1)
  %195 = getelementptr i64, ptr %4, i64 3
  store i64 %194, ptr %195, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.49, ptr @fulgur_host_inputs.50, i32 1, ptr @fulgur_host_outputs.51, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 57)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.52, ptr @fulgur_host_inputs.53, i32 1, ptr @fulgur_host_outputs.54, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.55, ptr @fulgur_host_inputs.56, i32 1, ptr @fulgur_host_outputs.57, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 60)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.58, ptr @fulgur_host_inputs.59, i32 1, ptr @fulgur_host_outputs.60, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 61)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.61, ptr @fulgur_host_inputs.62, i32 2, ptr @fulgur_host_outputs.63, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 59)
  call void @fulgur_rt_free(ptr %0, i32 62)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 1, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 56)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.67, ptr @fulgur_host_inputs.68, i32 1, ptr @fulgur_host_outputs.69, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 64)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.70, ptr @fulgur_host_inputs.71, i32 1, ptr @fulgur_host_outputs.72, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.73, ptr @fulgur_host_inputs.74, i32 1, ptr @fulgur_host_outputs.75, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 66)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.76, ptr @fulgur_host_inputs.77, i32 1, ptr @fulgur_host_outputs.78, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 67)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.79, ptr @fulgur_host_inputs.80, i32 2, ptr @fulgur_host_outputs.81, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 68)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.82, ptr @fulgur_host_inputs.83, i32 1, ptr @fulgur_host_outputs.84, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.85, ptr @fulgur_host_inputs.86, i32 2, ptr @fulgur_host_outputs.87, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 65)
  call void @fulgur_rt_free(ptr %0, i32 70)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.88, ptr @fulgur_host_inputs.89, i32 1, ptr @fulgur_host_outputs.90, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.91, ptr @fulgur_host_inputs.92, i32 1, ptr @fulgur_host_outputs.93, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 72)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.94, ptr @fulgur_host_inputs.95, i32 1, ptr @fulgur_host_outputs.96, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 73)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.97, ptr @fulgur_host_inputs.98, i32 1, ptr @fulgur_host_outputs.99, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 74)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 69)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 15)
  call void @fulgur_rt_allocate(ptr %0, i32 76, i32 1, i32 4, ptr @fulgur_host_shape.100)
  %196 = call ptr @fulgur_rt_data(ptr %0, i32 69)
  %197 = getelementptr ptr, ptr %3, i64 0
  store ptr %196, ptr %197, align 8
  %198 = call ptr @fulgur_rt_data(ptr %0, i32 15)
  %199 = getelementptr ptr, ptr %3, i64 1
  store ptr %198, ptr %199, align 8
  %200 = call ptr @fulgur_rt_data(ptr %0, i32 76)
  %201 = getelementptr ptr, ptr %3, i64 2
  store ptr %200, ptr %201, align 8
  %202 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %202, align 8
  %203 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %203, align 8
  %204 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %204, align 8
  %205 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %205, align 8
  %206 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %206, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 69)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.101, ptr @fulgur_host_inputs.102, i32 2, ptr @fulgur_host_outputs.103, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 75)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.104, ptr @fulgur_host_inputs.105, i32 1, ptr @fulgur_host_outputs.106, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.107, ptr @fulgur_host_inputs.108, i32 1, ptr @fulgur_host_outputs.109, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 78)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.110, ptr @fulgur_host_inputs.111, i32 1, ptr @fulgur_host_outputs.112, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 79)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.113, ptr @fulgur_host_inputs.114, i32 2, ptr @fulgur_host_outputs.115, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 76)
  call void @fulgur_rt_free(ptr %0, i32 80)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.116, ptr @fulgur_host_inputs.117, i32 1, ptr @fulgur_host_outputs.118, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 71)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.119, ptr @fulgur_host_inputs.120, i32 1, ptr @fulgur_host_outputs.121, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 82)
  call void @fulgur_rt_allocate(ptr %0, i32 84, i32 1, i32 3, ptr @fulgur_host_shape.122)
  %207 = call ptr @fulgur_rt_data(ptr %0, i32 84)
  %208 = getelementptr ptr, ptr %3, i64 0
  store ptr %207, ptr %208, align 8
  %209 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %209, align 8
  %210 = getelementptr i64, ptr %4, i64 1
  store i64 1024, ptr %210, align 8
  %211 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %211, align 8
  %212 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %212, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.123, ptr @fulgur_host_inputs.124, i32 2, ptr @fulgur_host_outputs.125, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 83)
  call void @fulgur_rt_free(ptr %0, i32 84)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.126, ptr @fulgur_host_inputs.127, i32 1, ptr @fulgur_host_outputs.128, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 81)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.129, ptr @fulgur_host_inputs.130, i32 1, ptr @fulgur_host_outputs.131, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 86)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.132, ptr @fulgur_host_inputs.133, i32 1, ptr @fulgur_host_outputs.134, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 87)
  call void @fulgur_rt_allocate(ptr %0, i32 89, i32 1, i32 3, ptr @fulgur_host_shape.135)
  call void @fulgur_rt_allocate(ptr %0, i32 90, i32 1, i32 3, ptr @fulgur_host_shape.136)
  %213 = call ptr @fulgur_rt_data(ptr %0, i32 89)
  %214 = getelementptr ptr, ptr %3, i64 0
  store ptr %213, ptr %214, align 8
  %215 = call ptr @fulgur_rt_data(ptr %0, i32 90)
  %216 = getelementptr ptr, ptr %3, i64 1
  store ptr %215, ptr %216, align 8
  %217 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %217, align 8
  %218 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %218, align 8
  %219 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %219, align 8
  %220 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %220, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.137, ptr @fulgur_host_inputs.138, i32 3, ptr @fulgur_host_outputs.139, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 88)
  call void @fulgur_rt_free(ptr %0, i32 89)
  call void @fulgur_rt_free(ptr %0, i32 90)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.140, ptr @fulgur_host_inputs.141, i32 1, ptr @fulgur_host_outputs.142, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 77)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.143, ptr @fulgur_host_inputs.144, i32 1, ptr @fulgur_host_outputs.145, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 92)
  call void @fulgur_rt_allocate(ptr %0, i32 94, i32 1, i32 3, ptr @fulgur_host_shape.146)
  %221 = call ptr @fulgur_rt_data(ptr %0, i32 94)
  %222 = getelementptr ptr, ptr %3, i64 0
  store ptr %221, ptr %222, align 8
  %223 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %223, align 8
  %224 = getelementptr i64, ptr %4, i64 1
  store i64 1024, ptr %224, align 8
  %225 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %225, align 8
  %226 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %226, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.147, ptr @fulgur_host_inputs.148, i32 2, ptr @fulgur_host_outputs.149, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 93)
  call void @fulgur_rt_free(ptr %0, i32 94)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 85)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 91)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 95)
  call void @fulgur_rt_allocate(ptr %0, i32 96, i32 1, i32 3, ptr @fulgur_host_shape.150)
  call void @fulgur_rt_allocate(ptr %0, i32 97, i32 1, i32 2, ptr @fulgur_host_shape.151)
  call void @fulgur_rt_allocate(ptr %0, i32 98, i32 1, i32 1, ptr @fulgur_host_shape.152)
  %227 = call ptr @fulgur_rt_data(ptr %0, i32 85)
  %228 = getelementptr ptr, ptr %3, i64 0
  store ptr %227, ptr %228, align 8
  %229 = call ptr @fulgur_rt_data(ptr %0, i32 91)
  %230 = getelementptr ptr, ptr %3, i64 1
  store ptr %229, ptr %230, align 8
  %231 = call ptr @fulgur_rt_data(ptr %0, i32 95)
  %232 = getelementptr ptr, ptr %3, i64 2
  store ptr %231, ptr %232, align 8
  %233 = call ptr @fulgur_rt_data(ptr %0, i32 97)
  %234 = getelementptr ptr, ptr %3, i64 3
  store ptr %233, ptr %234, align 8
  %235 = call ptr @fulgur_rt_data(ptr %0, i32 98)
  %236 = getelementptr ptr, ptr %3, i64 4
  store ptr %235, ptr %236, align 8
  %237 = getelementptr i64, ptr %4, i64 0
  store i64 96, ptr %237, align 8
  %238 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %238, align 8
  %239 = call i64 @fulgur_rt_stride(ptr %0, i32 85, i32 0)
  %240 = getelementptr i64, ptr %4, i64 2
  store i64 %239, ptr %240, align 8
  %241 = call i64 @fulgur_rt_stride(ptr %0, i32 85, i32 1)
  %242 = getelementptr i64, ptr %4, i64 3
  store i64 %241, ptr %242, align 8
  %243 = call i64 @fulgur_rt_stride(ptr %0, i32 91, i32 0)
  %244 = getelementptr i64, ptr %4, i64 4
  store i64 %243, ptr %244, align 8
  %245 = call i64 @fulgur_rt_stride(ptr %0, i32 91, i32 1)
  %246 = getelementptr i64, ptr %4, i64 5
  store i64 %245, ptr %246, align 8
  %247 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 0)
  %248 = getelementptr i64, ptr %4, i64 6
  store i64 %247, ptr %248, align 8
  %249 = call i64 @fulgur_rt_stride(ptr %0, i32 95, i32 1)
  %250 = getelementptr i64, ptr %4, i64 7
  store i64 %249, ptr %250, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 96)
  %251 = call ptr @fulgur_rt_data(ptr %0, i32 85)
  %252 = getelementptr ptr, ptr %3, i64 0
  store ptr %251, ptr %252, align 8
  %253 = call ptr @fulgur_rt_data(ptr %0, i32 91)
  %254 = getelementptr ptr, ptr %3, i64 1
  store ptr %253, ptr %254, align 8
  %255 = call ptr @fulgur_rt_data(ptr %0, i32 95)
  %256 = getelementptr ptr, ptr %3, i64 2
  store ptr %255, ptr %256, align 8
  %257 = call ptr @fulgur_rt_data(ptr %0, i32 96)
  %258 = getelementptr ptr, ptr %3, i64 3
  store ptr %257, ptr %258, align 8
  %259 = getelementptr i64, ptr %4, i64 0
  store i64 3072, ptr %259, align 8
  %260 = getelementptr i64, ptr %4, i64 1
  store i64 1536, ptr %260, align 8
  %261 = getelementptr i64, ptr %4, i64 2
  store i64 96, ptr %261, align 8
  %262 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %262, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 3072)
  call void @fulgur_rt_free(ptr %0, i32 85)
  call void @fulgur_rt_free(ptr %0, i32 91)
  call void @fulgur_rt_free(ptr %0, i32 95)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.153, ptr @fulgur_host_inputs.154, i32 2, ptr @fulgur_host_outputs.155, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 96)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.156, ptr @fulgur_host_inputs.157, i32 1, ptr @fulgur_host_outputs.158, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 97)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.159, ptr @fulgur_host_inputs.160, i32 1, ptr @fulgur_host_outputs.161, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.162, ptr @fulgur_host_inputs.163, i32 2, ptr @fulgur_host_outputs.164, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 100)
  call void @fulgur_rt_free(ptr %0, i32 101)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 99)
  %263 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %264 = getelementptr ptr, ptr %3, i64 0
  store ptr %263, ptr %264, align 8
  %265 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %266 = getelementptr ptr, ptr %3, i64 1
  store ptr %265, ptr %266, align 8
  %267 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %268 = getelementptr ptr, ptr %3, i64 2
  store ptr %267, ptr %268, align 8
  %269 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %270 = getelementptr ptr, ptr %3, i64 3
  store ptr %269, ptr %270, align 8
  %271 = getelementptr i8, ptr %18, i64 4096
  %272 = getelementptr ptr, ptr %3, i64 4
  store ptr %271, ptr %272, align 8
  %273 = getelementptr i8, ptr %18, i64 8192
  %274 = getelementptr ptr, ptr %3, i64 5
  store ptr %273, ptr %274, align 8
  %275 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %275, align 8
  %276 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %276, align 8
  %277 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %277, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 54)
  call void @fulgur_rt_allocate(ptr %0, i32 105, i32 1, i32 2, ptr @fulgur_host_shape.165)
  %278 = getelementptr i8, ptr %18, i64 8192
  %279 = getelementptr ptr, ptr %3, i64 0
  store ptr %278, ptr %279, align 8
  %280 = call ptr @fulgur_rt_data(ptr %0, i32 105)
  %281 = getelementptr ptr, ptr %3, i64 1
  store ptr %280, ptr %281, align 8
  %282 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %282, align 8
  %283 = getelementptr i64, ptr %4, i64 1
  store i64 2, ptr %283, align 8
  %284 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %284, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_allocate(ptr %0, i32 106, i32 4, i32 2, ptr @fulgur_host_shape.166)
  call void @fulgur_rt_allocate(ptr %0, i32 107, i32 1, i32 2, ptr @fulgur_host_shape.167)
  %285 = call ptr @fulgur_rt_data(ptr %0, i32 106)
  %286 = getelementptr ptr, ptr %3, i64 0
  store ptr %285, ptr %286, align 8
  %287 = call ptr @fulgur_rt_data(ptr %0, i32 107)
  %288 = getelementptr ptr, ptr %3, i64 1
  store ptr %287, ptr %288, align 8
  %289 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %289, align 8
  %290 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %290, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.168, ptr @fulgur_host_inputs.169, i32 3, ptr @fulgur_host_outputs.170, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 105)
  call void @fulgur_rt_free(ptr %0, i32 106)
  call void @fulgur_rt_free(ptr %0, i32 107)
  call void @fulgur_rt_allocate(ptr %0, i32 109, i32 1, i32 2, ptr @fulgur_host_shape.171)
  %291 = getelementptr i8, ptr %18, i64 8192
  %292 = getelementptr ptr, ptr %3, i64 0
  store ptr %291, ptr %292, align 8
  %293 = call ptr @fulgur_rt_data(ptr %0, i32 109)
  %294 = getelementptr ptr, ptr %3, i64 1
  store ptr %293, ptr %294, align 8
  %295 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %295, align 8
  %296 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %296, align 8
  %297 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %297, align 8
  %298 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %298, align 8
  %299 = getelementptr i64, ptr %4, i64 4
  store i64 32, ptr %299, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_allocate(ptr %0, i32 110, i32 4, i32 2, ptr @fulgur_host_shape.172)
  call void @fulgur_rt_allocate(ptr %0, i32 111, i32 1, i32 2, ptr @fulgur_host_shape.173)
  %300 = call ptr @fulgur_rt_data(ptr %0, i32 111)
  %301 = getelementptr ptr, ptr %3, i64 0
  store ptr %300, ptr %301, align 8
  %302 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %302, align 8
  %303 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %303, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  %304 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %305 = getelementptr ptr, ptr %3, i64 0
  store ptr %304, ptr %305, align 8
  %306 = call ptr @fulgur_rt_data(ptr %0, i32 110)
  %307 = getelementptr ptr, ptr %3, i64 1
  store ptr %306, ptr %307, align 8
  %308 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %308, align 8
  %309 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %309, align 8
  %310 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %310, align 8
  %311 = call i64 @fulgur_rt_stride(ptr %0, i32 0, i32 0)
  %312 = getelementptr i64, ptr %4, i64 3
  store i64 %311, ptr %312, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.174, ptr @fulgur_host_inputs.175, i32 3, ptr @fulgur_host_outputs.176, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 109)
  call void @fulgur_rt_free(ptr %0, i32 110)
  call void @fulgur_rt_free(ptr %0, i32 111)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 35)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 112)
  call void @fulgur_rt_allocate(ptr %0, i32 113, i32 1, i32 1, ptr @fulgur_host_shape.177)
  call void @fulgur_rt_allocate(ptr %0, i32 114, i32 1, i32 1, ptr @fulgur_host_shape.178)
  call void @fulgur_rt_allocate(ptr %0, i32 115, i32 1, i32 1, ptr @fulgur_host_shape.179)
  call void @fulgur_rt_allocate(ptr %0, i32 116, i32 1, i32 1, ptr @fulgur_host_shape.180)
  call void @fulgur_rt_allocate(ptr %0, i32 117, i32 1, i32 1, ptr @fulgur_host_shape.181)
  call void @fulgur_rt_allocate(ptr %0, i32 118, i32 1, i32 2, ptr @fulgur_host_shape.182)
  %313 = call ptr @fulgur_rt_data(ptr %0, i32 32)
  %314 = getelementptr ptr, ptr %3, i64 0
  store ptr %313, ptr %314, align 8
  %315 = getelementptr i8, ptr %18, i64 0
  %316 = getelementptr ptr, ptr %3, i64 1
  store ptr %315, ptr %316, align 8
  %317 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %318 = getelementptr ptr, ptr %3, i64 2
  store ptr %317, ptr %318, align 8
  %319 = call ptr @fulgur_rt_data(ptr %0, i32 99)
  %320 = getelementptr ptr, ptr %3, i64 3
  store ptr %319, ptr %320, align 8
  %321 = getelementptr i8, ptr %18, i64 4096
  %322 = getelementptr ptr, ptr %3, i64 4
  store ptr %321, ptr %322, align 8
  %323 = call ptr @fulgur_rt_data(ptr %0, i32 113)
  %324 = getelementptr ptr, ptr %3, i64 5
  store ptr %323, ptr %324, align 8
  %325 = call ptr @fulgur_rt_data(ptr %0, i32 114)
  %326 = getelementptr ptr, ptr %3, i64 6
  store ptr %325, ptr %326, align 8
  %327 = call ptr @fulgur_rt_data(ptr %0, i32 115)
  %328 = getelementptr ptr, ptr %3, i64 7
  store ptr %327, ptr %328, align 8
  %329 = call ptr @fulgur_rt_data(ptr %0, i32 116)
  %330 = getelementptr ptr, ptr %3, i64 8
  store ptr %329, ptr %330, align 8
  %331 = call ptr @fulgur_rt_data(ptr %0, i32 117)
  %332 = getelementptr ptr, ptr %3, i64 9
  store ptr %331, ptr %332, align 8
  %333 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %333, align 8
  %334 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %334, align 8
  %335 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %335, align 8
  %336 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %336, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  %337 = call ptr @fulgur_rt_data(ptr %0, i32 35)
  %338 = getelementptr ptr, ptr %3, i64 0
  store ptr %337, ptr %338, align 8
  %339 = call ptr @fulgur_rt_data(ptr %0, i32 112)
  %340 = getelementptr ptr, ptr %3, i64 1
  store ptr %339, ptr %340, align 8
  %341 = call ptr @fulgur_rt_data(ptr %0, i32 118)
  %342 = getelementptr ptr, ptr %3, i64 2
  store ptr %341, ptr %342, align 8
  %343 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %343, align 8
  %344 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %344, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  call void @fulgur_rt_free(ptr %0, i32 32)
  call void @fulgur_rt_free(ptr %0, i32 35)
  call void @fulgur_rt_free(ptr %0, i32 50)
  call void @fulgur_rt_free(ptr %0, i32 99)
  call void @fulgur_rt_free(ptr %0, i32 112)
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
