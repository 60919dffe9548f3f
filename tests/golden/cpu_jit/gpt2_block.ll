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
@fulgur_host_proxies.11 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.12 = private constant [3 x i32] [i32 24, i32 6, i32 7]
@fulgur_host_outputs.13 = private constant [1 x i32] [i32 25]
@fulgur_host_proxies.14 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.15 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.16 = private constant [1 x i32] [i32 26]
@fulgur_host_proxies.17 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.18 = private constant [1 x i32] [i32 26]
@fulgur_host_outputs.19 = private constant [1 x i32] [i32 27]
@fulgur_host_proxies.20 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.21 = private constant [1 x i32] [i32 27]
@fulgur_host_outputs.22 = private constant [1 x i32] [i32 28]
@fulgur_host_proxies.23 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.24 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.25 = private constant [1 x i32] [i32 29]
@fulgur_host_proxies.26 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.27 = private constant [1 x i32] [i32 29]
@fulgur_host_outputs.28 = private constant [1 x i32] [i32 30]
@fulgur_host_proxies.29 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.30 = private constant [1 x i32] [i32 30]
@fulgur_host_outputs.31 = private constant [1 x i32] [i32 31]
@fulgur_host_proxies.32 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.33 = private constant [1 x i32] [i32 31]
@fulgur_host_outputs.34 = private constant [1 x i32] [i32 32]
@fulgur_host_proxies.35 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.36 = private constant [2 x i32] [i32 28, i32 32]
@fulgur_host_outputs.37 = private constant [1 x i32] [i32 33]
@fulgur_host_proxies.38 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.39 = private constant [1 x i32] [i32 25]
@fulgur_host_outputs.40 = private constant [1 x i32] [i32 34]
@fulgur_host_proxies.41 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.42 = private constant [1 x i32] [i32 34]
@fulgur_host_outputs.43 = private constant [1 x i32] [i32 35]
@fulgur_host_proxies.44 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.45 = private constant [1 x i32] [i32 35]
@fulgur_host_outputs.46 = private constant [1 x i32] [i32 36]
@fulgur_host_shape.47 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.48 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.49 = private constant [2 x i32] [i32 37, i32 36]
@fulgur_host_outputs.50 = private constant [1 x i32] [i32 38]
@fulgur_host_proxies.51 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.52 = private constant [1 x i32] [i32 38]
@fulgur_host_outputs.53 = private constant [1 x i32] [i32 39]
@fulgur_host_proxies.54 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.55 = private constant [1 x i32] [i32 39]
@fulgur_host_outputs.56 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.57 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.58 = private constant [3 x i32] [i32 40, i32 8, i32 9]
@fulgur_host_outputs.59 = private constant [1 x i32] [i32 41]
@fulgur_host_shape.60 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.61 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.62 = private constant [3 x i32] [i32 43, i32 12, i32 13]
@fulgur_host_outputs.63 = private constant [1 x i32] [i32 44]
@fulgur_host_shape.64 = private constant [3 x i64] [i64 2, i64 16, i64 128]
@fulgur_host_proxies.65 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.66 = private constant [3 x i32] [i32 45, i32 14, i32 15]
@fulgur_host_outputs.67 = private constant [1 x i32] [i32 46]
@fulgur_host_shape.68 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.69 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.70 = private constant [2 x i32] [i32 47, i32 2]
@fulgur_host_outputs.71 = private constant [1 x i32] [i32 48]
@fulgur_host_shape.72 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_shape.73 = private constant [2 x i64] [i64 32, i64 1]
@fulgur_host_proxies.74 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.75 = private constant [2 x i32] [i32 49, i32 50]
@fulgur_host_outputs.76 = private constant [1 x i32] [i32 52]

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
  call void @fulgur_rt_allocate(ptr %0, i32 24, i32 1, i32 3, ptr @fulgur_host_shape.10)
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
  %31 = getelementptr i8, ptr %18, i64 0
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
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.11, ptr @fulgur_host_inputs.12, i32 3, ptr @fulgur_host_outputs.13, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 24)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.14, ptr @fulgur_host_inputs.15, i32 1, ptr @fulgur_host_outputs.16, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.17, ptr @fulgur_host_inputs.18, i32 1, ptr @fulgur_host_outputs.19, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 26)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.20, ptr @fulgur_host_inputs.21, i32 1, ptr @fulgur_host_outputs.22, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 27)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.23, ptr @fulgur_host_inputs.24, i32 1, ptr @fulgur_host_outputs.25, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.26, ptr @fulgur_host_inputs.27, i32 1, ptr @fulgur_host_outputs.28, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 29)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.29, ptr @fulgur_host_inputs.30, i32 1, ptr @fulgur_host_outputs.31, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 30)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.32, ptr @fulgur_host_inputs.33, i32 1, ptr @fulgur_host_outputs.34, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 31)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.35, ptr @fulgur_host_inputs.36, i32 2, ptr @fulgur_host_outputs.37, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 28)
  call void @fulgur_rt_free(ptr %0, i32 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.38, ptr @fulgur_host_inputs.39, i32 1, ptr @fulgur_host_outputs.40, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 25)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.41, ptr @fulgur_host_inputs.42, i32 1, ptr @fulgur_host_outputs.43, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 34)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.44, ptr @fulgur_host_inputs.45, i32 1, ptr @fulgur_host_outputs.46, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 35)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 33)
  call void @fulgur_rt_allocate(ptr %0, i32 37, i32 1, i32 4, ptr @fulgur_host_shape.47)
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
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.48, ptr @fulgur_host_inputs.49, i32 2, ptr @fulgur_host_outputs.50, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_free(ptr %0, i32 37)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.51, ptr @fulgur_host_inputs.52, i32 1, ptr @fulgur_host_outputs.53, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 38)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.54, ptr @fulgur_host_inputs.55, i32 1, ptr @fulgur_host_outputs.56, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.57, ptr @fulgur_host_inputs.58, i32 3, ptr @fulgur_host_outputs.59, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 40)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 41)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 10)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 11)
  call void @fulgur_rt_allocate(ptr %0, i32 43, i32 1, i32 3, ptr @fulgur_host_shape.60)
  %51 = getelementptr i8, ptr %18, i64 0
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
  %59 = getelementptr i8, ptr %18, i64 4096
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
  call void @fulgur_rt_free(ptr %0, i32 41)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.61, ptr @fulgur_host_inputs.62, i32 3, ptr @fulgur_host_outputs.63, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 43)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 44)
  call void @fulgur_rt_allocate(ptr %0, i32 45, i32 1, i32 3, ptr @fulgur_host_shape.64)
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
  call void @fulgur_rt_free(ptr %0, i32 44)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.65, ptr @fulgur_host_inputs.66, i32 3, ptr @fulgur_host_outputs.67, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 46)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 17)
  call void @fulgur_rt_allocate(ptr %0, i32 47, i32 1, i32 3, ptr @fulgur_host_shape.68)
  %74 = getelementptr i8, ptr %18, i64 4096
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
  call void @fulgur_rt_free(ptr %0, i32 46)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.69, ptr @fulgur_host_inputs.70, i32 2, ptr @fulgur_host_outputs.71, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 47)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 48)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 49, i32 1, i32 2, ptr @fulgur_host_shape.72)
  call void @fulgur_rt_allocate(ptr %0, i32 50, i32 4, i32 2, ptr @fulgur_host_shape.73)
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
  call void @fulgur_rt_free(ptr %0, i32 48)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.74, ptr @fulgur_host_inputs.75, i32 2, ptr @fulgur_host_outputs.76, i32 1)
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
