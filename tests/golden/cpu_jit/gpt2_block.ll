; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
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
  %10 = phi i32 [ %7, %body ], [ %17, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = trunc i64 %2 to i32
  %13 = udiv i32 %10, %12
  %14 = sext i32 %13 to i64
  %15 = sext i32 %10 to i64
  %16 = getelementptr i64, ptr %0, i64 %15
  store i64 %14, ptr %16, align 8
  %17 = add nuw nsw i32 %10, 1
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
  %15 = trunc i64 %6 to i32
  %16 = trunc i64 %11 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %12 to i32
  %19 = call i32 @llvm.smin.i32(i32 %15, i32 %18)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %20 = phi i32 [ %17, %body ], [ %147, %e.exit6 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %14, align 4
  %22 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %23 = phi i32 [ 0, %row.body ], [ %53, %e.body ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %25 = trunc i64 %8 to i32
  %26 = urem i32 %20, %25
  %27 = mul i32 %26, 32
  %28 = add i32 %23, %27
  %29 = trunc i64 %8 to i32
  %30 = udiv i32 %20, %29
  %31 = mul i32 %30, 512
  %32 = add i32 %28, %31
  %33 = udiv i32 %32, 32
  %34 = urem i32 %33, 32
  %35 = trunc i64 %9 to i32
  %36 = mul i32 %34, %35
  %37 = urem i32 %32, 32
  %38 = add i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = trunc i64 %8 to i32
  %43 = urem i32 %20, %42
  %44 = trunc i64 %10 to i32
  %45 = mul i32 %43, %44
  %46 = add i32 %45, %23
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = fadd float %41, %49
  %51 = load float, ptr %14, align 4
  %52 = fadd reassoc float %51, %50
  store float %52, ptr %14, align 4
  %53 = add nuw nsw i32 %23, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %13, align 4
  %54 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %55 = phi i32 [ 0, %e.exit ], [ %89, %e.body2 ]
  %56 = icmp slt i32 %55, %54
  br i1 %56, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %57 = trunc i64 %8 to i32
  %58 = urem i32 %20, %57
  %59 = mul i32 %58, 32
  %60 = add i32 %55, %59
  %61 = trunc i64 %8 to i32
  %62 = udiv i32 %20, %61
  %63 = mul i32 %62, 512
  %64 = add i32 %60, %63
  %65 = udiv i32 %64, 32
  %66 = urem i32 %65, 32
  %67 = trunc i64 %9 to i32
  %68 = mul i32 %66, %67
  %69 = urem i32 %64, 32
  %70 = add i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = trunc i64 %8 to i32
  %75 = urem i32 %20, %74
  %76 = trunc i64 %10 to i32
  %77 = mul i32 %75, %76
  %78 = add i32 %77, %55
  %79 = sext i32 %78 to i64
  %80 = getelementptr float, ptr %1, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = fadd float %73, %81
  %83 = load float, ptr %14, align 4
  %84 = fdiv float %83, 3.200000e+01
  %85 = fsub float %82, %84
  %86 = fmul float %85, %85
  %87 = load float, ptr %13, align 4
  %88 = fadd reassoc float %87, %86
  store float %88, ptr %13, align 4
  %89 = add nuw nsw i32 %55, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %90 = trunc i64 %7 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %91 = phi i32 [ 0, %e.exit3 ], [ %146, %e.body5 ]
  %92 = icmp slt i32 %91, %90
  br i1 %92, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %93 = trunc i64 %8 to i32
  %94 = urem i32 %20, %93
  %95 = mul i32 %94, 32
  %96 = add i32 %91, %95
  %97 = trunc i64 %8 to i32
  %98 = udiv i32 %20, %97
  %99 = mul i32 %98, 512
  %100 = add i32 %96, %99
  %101 = udiv i32 %100, 32
  %102 = urem i32 %101, 32
  %103 = trunc i64 %9 to i32
  %104 = mul i32 %102, %103
  %105 = urem i32 %100, 32
  %106 = add i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr float, ptr %0, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = trunc i64 %8 to i32
  %111 = urem i32 %20, %110
  %112 = trunc i64 %10 to i32
  %113 = mul i32 %111, %112
  %114 = add i32 %113, %91
  %115 = sext i32 %114 to i64
  %116 = getelementptr float, ptr %1, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fadd float %109, %117
  %119 = trunc i64 %7 to i32
  %120 = mul i32 %20, %119
  %121 = add i32 %120, %91
  %122 = sext i32 %121 to i64
  %123 = getelementptr float, ptr %4, i64 %122
  store float %118, ptr %123, align 4
  %124 = load float, ptr %14, align 4
  %125 = fdiv float %124, 3.200000e+01
  %126 = fsub float %118, %125
  %127 = load float, ptr %13, align 4
  %128 = fdiv float %127, 3.200000e+01
  %129 = fadd float %128, 0x3EE4F8B580000000
  %130 = call float @llvm.sqrt.f32(float %129)
  %131 = fdiv float 1.000000e+00, %130
  %132 = fmul float %126, %131
  %133 = sext i32 %91 to i64
  %134 = getelementptr float, ptr %2, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fmul float %132, %135
  %137 = sext i32 %91 to i64
  %138 = getelementptr float, ptr %3, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fadd float %136, %139
  %141 = trunc i64 %7 to i32
  %142 = mul i32 %20, %141
  %143 = add i32 %142, %91
  %144 = sext i32 %143 to i64
  %145 = getelementptr float, ptr %5, i64 %144
  store float %140, ptr %145, align 4
  %146 = add nuw nsw i32 %91, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %147 = add nuw nsw i32 %20, 1
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
  %13 = trunc i64 %6 to i32
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %10 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %18 = phi i32 [ %15, %body ], [ %106, %e.exit6 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %12, align 4
  %20 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %38, %e.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = trunc i64 %7 to i32
  %24 = mul i32 %18, %23
  %25 = add i32 %24, %21
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = trunc i64 %7 to i32
  %30 = mul i32 %18, %29
  %31 = add i32 %30, %21
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd float %28, %34
  %36 = load float, ptr %12, align 4
  %37 = fadd reassoc float %36, %35
  store float %37, ptr %12, align 4
  %38 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %11, align 4
  %39 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %40 = phi i32 [ 0, %e.exit ], [ %61, %e.body2 ]
  %41 = icmp slt i32 %40, %39
  br i1 %41, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %42 = trunc i64 %7 to i32
  %43 = mul i32 %18, %42
  %44 = add i32 %43, %40
  %45 = sext i32 %44 to i64
  %46 = getelementptr float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = trunc i64 %7 to i32
  %49 = mul i32 %18, %48
  %50 = add i32 %49, %40
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fadd float %47, %53
  %55 = load float, ptr %12, align 4
  %56 = fdiv float %55, 3.200000e+01
  %57 = fsub float %54, %56
  %58 = fmul float %57, %57
  %59 = load float, ptr %11, align 4
  %60 = fadd reassoc float %59, %58
  store float %60, ptr %11, align 4
  %61 = add nuw nsw i32 %40, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %62 = trunc i64 %7 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %63 = phi i32 [ 0, %e.exit3 ], [ %105, %e.body5 ]
  %64 = icmp slt i32 %63, %62
  br i1 %64, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %65 = trunc i64 %7 to i32
  %66 = mul i32 %18, %65
  %67 = add i32 %66, %63
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = trunc i64 %7 to i32
  %72 = mul i32 %18, %71
  %73 = add i32 %72, %63
  %74 = sext i32 %73 to i64
  %75 = getelementptr float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = fadd float %70, %76
  %78 = trunc i64 %7 to i32
  %79 = mul i32 %18, %78
  %80 = add i32 %79, %63
  %81 = sext i32 %80 to i64
  %82 = getelementptr float, ptr %4, i64 %81
  store float %77, ptr %82, align 4
  %83 = load float, ptr %12, align 4
  %84 = fdiv float %83, 3.200000e+01
  %85 = fsub float %77, %84
  %86 = load float, ptr %11, align 4
  %87 = fdiv float %86, 3.200000e+01
  %88 = fadd float %87, 0x3EE4F8B580000000
  %89 = call float @llvm.sqrt.f32(float %88)
  %90 = fdiv float 1.000000e+00, %89
  %91 = fmul float %85, %90
  %92 = sext i32 %63 to i64
  %93 = getelementptr float, ptr %2, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fmul float %91, %94
  %96 = sext i32 %63 to i64
  %97 = getelementptr float, ptr %3, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = fadd float %95, %98
  %100 = trunc i64 %7 to i32
  %101 = mul i32 %18, %100
  %102 = add i32 %101, %63
  %103 = sext i32 %102 to i64
  %104 = getelementptr float, ptr %5, i64 %103
  store float %99, ptr %104, align 4
  %105 = add nuw nsw i32 %63, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %106 = add nuw nsw i32 %18, 1
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
  %8 = trunc i64 %2 to i32
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smin.i32(i32 %8, i32 %11)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %13 = phi i32 [ %10, %body ], [ %48, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = fmul float 5.000000e-01, %17
  %19 = fmul float %17, %17
  %20 = fmul float %19, %17
  %21 = fmul float 0x3FA6E4E260000000, %20
  %22 = fadd float %17, %21
  %23 = fmul float 0x3FE9884540000000, %22
  %24 = call float @llvm.maximum.f32(float %23, float 0xC01F9F09E0000000)
  %25 = call float @llvm.minimum.f32(float %24, float 0x401F9F09E0000000)
  %26 = fmul float %25, %25
  %27 = call float @llvm.fmuladd.f32(float %26, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %28 = call float @llvm.fmuladd.f32(float %26, float %27, float 0xBDD7A6FFE0000000)
  %29 = call float @llvm.fmuladd.f32(float %26, float %28, float 0x3E6B800820000000)
  %30 = call float @llvm.fmuladd.f32(float %26, float %29, float 0x3EEF286940000000)
  %31 = call float @llvm.fmuladd.f32(float %26, float %30, float 0x3F44E1BDA0000000)
  %32 = call float @llvm.fmuladd.f32(float %26, float %31, float 0x3F740B3B80000000)
  %33 = fmul float %25, %32
  %34 = call float @llvm.fmuladd.f32(float %26, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %35 = call float @llvm.fmuladd.f32(float %26, float %34, float 0x3F629540A0000000)
  %36 = call float @llvm.fmuladd.f32(float %26, float %35, float 0x3F740B3BA0000000)
  %37 = call float @llvm.fabs.f32(float %23)
  %38 = fdiv float %33, %36
  %39 = fcmp olt float %37, 0x3F3A36E2E0000000
  %40 = select i1 %39, float %23, float %38
  %41 = call float @llvm.copysign.f32(float 1.000000e+00, float %23)
  %42 = fcmp oge float %37, 9.000000e+00
  %43 = select i1 %42, float %41, float %40
  %44 = fadd float 1.000000e+00, %43
  %45 = fmul float %18, %44
  %46 = sext i32 %13 to i64
  %47 = getelementptr float, ptr %1, i64 %46
  store float %45, ptr %47, align 4
  %48 = add nuw nsw i32 %13, 1
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
  %12 = trunc i64 %5 to i32
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %9 to i32
  %16 = call i32 @llvm.smin.i32(i32 %12, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit6, %body
  %17 = phi i32 [ %14, %body ], [ %100, %e.exit6 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  %19 = trunc i64 %6 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %20 = phi i32 [ 0, %row.body ], [ %37, %e.body ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %22 = trunc i64 %6 to i32
  %23 = mul i32 %17, %22
  %24 = add i32 %23, %20
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = trunc i64 %6 to i32
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
  %38 = trunc i64 %6 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %39 = phi i32 [ 0, %e.exit ], [ %60, %e.body2 ]
  %40 = icmp slt i32 %39, %38
  br i1 %40, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %41 = trunc i64 %6 to i32
  %42 = mul i32 %17, %41
  %43 = add i32 %42, %39
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = trunc i64 %6 to i32
  %48 = mul i32 %17, %47
  %49 = add i32 %48, %39
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd float %46, %52
  %54 = load float, ptr %11, align 4
  %55 = fdiv float %54, 3.200000e+01
  %56 = fsub float %53, %55
  %57 = fmul float %56, %56
  %58 = load float, ptr %10, align 4
  %59 = fadd reassoc float %58, %57
  store float %59, ptr %10, align 4
  %60 = add nuw nsw i32 %39, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %61 = trunc i64 %6 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %62 = phi i32 [ 0, %e.exit3 ], [ %99, %e.body5 ]
  %63 = icmp slt i32 %62, %61
  br i1 %63, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %64 = trunc i64 %6 to i32
  %65 = mul i32 %17, %64
  %66 = add i32 %65, %62
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = trunc i64 %6 to i32
  %71 = mul i32 %17, %70
  %72 = add i32 %71, %62
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fadd float %69, %75
  %77 = load float, ptr %11, align 4
  %78 = fdiv float %77, 3.200000e+01
  %79 = fsub float %76, %78
  %80 = load float, ptr %10, align 4
  %81 = fdiv float %80, 3.200000e+01
  %82 = fadd float %81, 0x3EE4F8B580000000
  %83 = call float @llvm.sqrt.f32(float %82)
  %84 = fdiv float 1.000000e+00, %83
  %85 = fmul float %79, %84
  %86 = sext i32 %62 to i64
  %87 = getelementptr float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = fmul float %85, %88
  %90 = sext i32 %62 to i64
  %91 = getelementptr float, ptr %3, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = fadd float %89, %92
  %94 = trunc i64 %6 to i32
  %95 = mul i32 %17, %94
  %96 = add i32 %95, %62
  %97 = sext i32 %96 to i64
  %98 = getelementptr float, ptr %4, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nuw nsw i32 %62, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %100 = add nuw nsw i32 %17, 1
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
