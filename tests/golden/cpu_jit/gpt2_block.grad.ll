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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
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
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
@fulgur_host_shape.48 = private constant [3 x i64] [i64 2, i64 4, i64 16]
@fulgur_host_shape.49 = private constant [3 x i64] [i64 2, i64 4, i64 16]
@fulgur_host_shape.50 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.51 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.52 = private constant [2 x i32] [i32 39, i32 36]
@fulgur_host_outputs.53 = private constant [1 x i32] [i32 40]
@fulgur_host_proxies.54 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.55 = private constant [1 x i32] [i32 40]
@fulgur_host_outputs.56 = private constant [1 x i32] [i32 41]
@fulgur_host_proxies.57 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.58 = private constant [1 x i32] [i32 41]
@fulgur_host_outputs.59 = private constant [1 x i32] [i32 42]
@fulgur_host_proxies.60 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.61 = private constant [3 x i32] [i32 42, i32 8, i32 9]
@fulgur_host_outputs.62 = private constant [1 x i32] [i32 43]
@fulgur_host_shape.63 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.64 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.65 = private constant [3 x i32] [i32 45, i32 12, i32 13]
@fulgur_host_outputs.66 = private constant [1 x i32] [i32 46]
@fulgur_host_shape.67 = private constant [3 x i64] [i64 2, i64 16, i64 128]
@fulgur_host_proxies.68 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.69 = private constant [3 x i32] [i32 47, i32 14, i32 15]
@fulgur_host_outputs.70 = private constant [1 x i32] [i32 48]
@fulgur_host_shape.71 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.72 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.73 = private constant [2 x i32] [i32 49, i32 2]
@fulgur_host_outputs.74 = private constant [1 x i32] [i32 50]
@fulgur_host_shape.75 = private constant [2 x i64] [i64 32, i64 64]
@fulgur_host_shape.76 = private constant [2 x i64] [i64 32, i64 1]
@fulgur_host_proxies.77 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.78 = private constant [2 x i32] [i32 51, i32 52]
@fulgur_host_outputs.79 = private constant [1 x i32] [i32 54]

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
  call void @fulgur_rt_allocate(ptr %0, i32 37, i32 1, i32 3, ptr @fulgur_host_shape.48)
  call void @fulgur_rt_allocate(ptr %0, i32 38, i32 1, i32 3, ptr @fulgur_host_shape.49)
  call void @fulgur_rt_allocate(ptr %0, i32 39, i32 1, i32 4, ptr @fulgur_host_shape.50)
  %42 = call ptr @fulgur_rt_data(ptr %0, i32 33)
  %43 = getelementptr ptr, ptr %3, i64 0
  store ptr %42, ptr %43, align 8
  %44 = call ptr @fulgur_rt_data(ptr %0, i32 39)
  %45 = getelementptr ptr, ptr %3, i64 1
  store ptr %44, ptr %45, align 8
  %46 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %47 = getelementptr ptr, ptr %3, i64 2
  store ptr %46, ptr %47, align 8
  %48 = call ptr @fulgur_rt_data(ptr %0, i32 38)
  %49 = getelementptr ptr, ptr %3, i64 3
  store ptr %48, ptr %49, align 8
  %50 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %50, align 8
  %51 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %51, align 8
  %52 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %52, align 8
  %53 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %53, align 8
  %54 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %54, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.51, ptr @fulgur_host_inputs.52, i32 2, ptr @fulgur_host_outputs.53, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.54, ptr @fulgur_host_inputs.55, i32 1, ptr @fulgur_host_outputs.56, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.57, ptr @fulgur_host_inputs.58, i32 1, ptr @fulgur_host_outputs.59, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 41)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.60, ptr @fulgur_host_inputs.61, i32 3, ptr @fulgur_host_outputs.62, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 42)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 43)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 10)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 11)
  call void @fulgur_rt_allocate(ptr %0, i32 45, i32 1, i32 3, ptr @fulgur_host_shape.63)
  %55 = call ptr @fulgur_rt_data(ptr %0, i32 23)
  %56 = getelementptr ptr, ptr %3, i64 0
  store ptr %55, ptr %56, align 8
  %57 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %58 = getelementptr ptr, ptr %3, i64 1
  store ptr %57, ptr %58, align 8
  %59 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %60 = getelementptr ptr, ptr %3, i64 2
  store ptr %59, ptr %60, align 8
  %61 = call ptr @fulgur_rt_data(ptr %0, i32 11)
  %62 = getelementptr ptr, ptr %3, i64 3
  store ptr %61, ptr %62, align 8
  %63 = getelementptr i8, ptr %18, i64 0
  %64 = getelementptr ptr, ptr %3, i64 4
  store ptr %63, ptr %64, align 8
  %65 = call ptr @fulgur_rt_data(ptr %0, i32 45)
  %66 = getelementptr ptr, ptr %3, i64 5
  store ptr %65, ptr %66, align 8
  %67 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %67, align 8
  %68 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %68, align 8
  %69 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %69, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 3, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 46)
  call void @fulgur_rt_allocate(ptr %0, i32 47, i32 1, i32 3, ptr @fulgur_host_shape.67)
  %70 = call ptr @fulgur_rt_data(ptr %0, i32 46)
  %71 = getelementptr ptr, ptr %3, i64 0
  store ptr %70, ptr %71, align 8
  %72 = call ptr @fulgur_rt_data(ptr %0, i32 47)
  %73 = getelementptr ptr, ptr %3, i64 1
  store ptr %72, ptr %73, align 8
  %74 = getelementptr i64, ptr %4, i64 0
  store i64 4096, ptr %74, align 8
  %75 = getelementptr i64, ptr %4, i64 1
  store i64 2048, ptr %75, align 8
  %76 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %76, align 8
  %77 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %77, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 4096)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.68, ptr @fulgur_host_inputs.69, i32 3, ptr @fulgur_host_outputs.70, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 47)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 48)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 17)
  call void @fulgur_rt_allocate(ptr %0, i32 49, i32 1, i32 3, ptr @fulgur_host_shape.71)
  %78 = getelementptr i8, ptr %18, i64 0
  %79 = getelementptr ptr, ptr %3, i64 0
  store ptr %78, ptr %79, align 8
  %80 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %81 = getelementptr ptr, ptr %3, i64 1
  store ptr %80, ptr %81, align 8
  %82 = call ptr @fulgur_rt_data(ptr %0, i32 16)
  %83 = getelementptr ptr, ptr %3, i64 2
  store ptr %82, ptr %83, align 8
  %84 = call ptr @fulgur_rt_data(ptr %0, i32 17)
  %85 = getelementptr ptr, ptr %3, i64 3
  store ptr %84, ptr %85, align 8
  %86 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %87 = getelementptr ptr, ptr %3, i64 4
  store ptr %86, ptr %87, align 8
  %88 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %88, align 8
  %89 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %89, align 8
  %90 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %90, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.72, ptr @fulgur_host_inputs.73, i32 2, ptr @fulgur_host_outputs.74, i32 1)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 50)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 51, i32 1, i32 2, ptr @fulgur_host_shape.75)
  call void @fulgur_rt_allocate(ptr %0, i32 52, i32 4, i32 2, ptr @fulgur_host_shape.76)
  %91 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %92 = getelementptr ptr, ptr %3, i64 0
  store ptr %91, ptr %92, align 8
  %93 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %94 = getelementptr ptr, ptr %3, i64 1
  store ptr %93, ptr %94, align 8
  %95 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %96 = getelementptr ptr, ptr %3, i64 2
  store ptr %95, ptr %96, align 8
  %97 = call ptr @fulgur_rt_data(ptr %0, i32 52)
  %98 = getelementptr ptr, ptr %3, i64 3
  store ptr %97, ptr %98, align 8
  %99 = getelementptr i8, ptr %18, i64 0
  %100 = getelementptr ptr, ptr %3, i64 4
  store ptr %99, ptr %100, align 8
  %101 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %101, align 8
  %102 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %102, align 8
  %103 = call i64 @fulgur_rt_stride(ptr %0, i32 50, i32 0)
  %104 = getelementptr i64, ptr %4, i64 2
  store i64 %103, ptr %104, align 8
  %105 = call i64 @fulgur_rt_stride(ptr %0, i32 50, i32 1)
  %106 = getelementptr i64, ptr %4, i64 3
  store i64 %105, ptr %106, align 8
  %107 = call i64 @fulgur_rt_stride(ptr %0, i32 1, i32 0)
  %108 = getelementptr i64, ptr %4, i64 4
  store i64 %107, ptr %108, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.77, ptr @fulgur_host_inputs.78, i32 2, ptr @fulgur_host_outputs.79, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 54)
  %109 = call ptr @fulgur_rt_data(ptr %0, i32 54)
  %110 = getelementptr ptr, ptr %3, i64 0
  store ptr %109, ptr %110, align 8
  %111 = getelementptr i8, ptr %18, i64 0
  %112 = getelementptr ptr, ptr %3, i64 1
  store ptr %111, ptr %112, align 8
  %113 = getelementptr i8, ptr %18, i64 128
  %114 = getelementptr ptr, ptr %3, i64 2
  store ptr %113, ptr %114, align 8
  %115 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %115, align 8
  %116 = call i64 @fulgur_rt_stride(ptr %0, i32 54, i32 0)
  %117 = getelementptr i64, ptr %4, i64 1
  store i64 %116, ptr %117, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  call void @fulgur_rt_free(ptr %0, i32 54)
  call void @fulgur_rt_allocate(ptr %0, i32 56, i32 1, i32 0, ptr null)
  %118 = getelementptr i8, ptr %18, i64 0
  %119 = getelementptr ptr, ptr %3, i64 0
  store ptr %118, ptr %119, align 8
  %120 = getelementptr i8, ptr %18, i64 128
  %121 = getelementptr ptr, ptr %3, i64 1
  store ptr %120, ptr %121, align 8
  %122 = call ptr @fulgur_rt_data(ptr %0, i32 56)
  %123 = getelementptr ptr, ptr %3, i64 2
  store ptr %122, ptr %123, align 8
  %124 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %124, align 8
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
  %20 = trunc i64 %9 to i32
  %21 = trunc i64 %12 to i32
  %22 = call i32 @llvm.smax.i32(i32 0, i32 %21)
  %23 = trunc i64 %13 to i32
  %24 = call i32 @llvm.smin.i32(i32 %20, i32 %23)
  br label %row.head

row.head:                                         ; preds = %e.exit9, %body
  %25 = phi i32 [ %22, %body ], [ %229, %e.exit9 ]
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %17, align 4
  %27 = trunc i64 %10 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %28 = phi i32 [ 0, %row.body ], [ %66, %e.body ]
  %29 = icmp slt i32 %28, %27
  br i1 %29, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %30 = trunc i64 %10 to i32
  %31 = mul i32 %25, %30
  %32 = add i32 %31, %28
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = trunc i64 %10 to i32
  %37 = mul i32 %25, %36
  %38 = add i32 %37, %28
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fadd float %35, %41
  %43 = trunc i64 %10 to i32
  %44 = mul i32 %25, %43
  %45 = add i32 %44, %28
  %46 = sext i32 %45 to i64
  %47 = getelementptr float, ptr %2, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fadd float %42, %48
  %50 = load float, ptr %19, align 4
  %51 = fadd reassoc float %50, %49
  store float %51, ptr %19, align 4
  %52 = trunc i64 %10 to i32
  %53 = mul i32 %25, %52
  %54 = add i32 %53, %28
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr %4, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = sext i32 %28 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fmul float %57, %60
  %62 = load float, ptr %18, align 4
  %63 = fadd reassoc float %62, %61
  store float %63, ptr %18, align 4
  %64 = load float, ptr %17, align 4
  %65 = fadd reassoc float %64, %42
  store float %65, ptr %17, align 4
  %66 = add nuw nsw i32 %28, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %16, align 4
  store float 0.000000e+00, ptr %15, align 4
  %67 = trunc i64 %10 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %68 = phi i32 [ 0, %e.exit ], [ %102, %e.body2 ]
  %69 = icmp slt i32 %68, %67
  br i1 %69, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %70 = trunc i64 %10 to i32
  %71 = mul i32 %25, %70
  %72 = add i32 %71, %68
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = trunc i64 %10 to i32
  %77 = mul i32 %25, %76
  %78 = add i32 %77, %68
  %79 = sext i32 %78 to i64
  %80 = getelementptr float, ptr %1, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = fadd float %75, %81
  %83 = trunc i64 %10 to i32
  %84 = mul i32 %25, %83
  %85 = add i32 %84, %68
  %86 = sext i32 %85 to i64
  %87 = getelementptr float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = fadd float %82, %88
  %90 = load float, ptr %19, align 4
  %91 = fdiv float %90, 3.200000e+01
  %92 = fsub float %89, %91
  %93 = fmul float %92, %92
  %94 = load float, ptr %16, align 4
  %95 = fadd reassoc float %94, %93
  store float %95, ptr %16, align 4
  %96 = load float, ptr %17, align 4
  %97 = fdiv float %96, 3.200000e+01
  %98 = fsub float %82, %97
  %99 = fmul float %98, %98
  %100 = load float, ptr %15, align 4
  %101 = fadd reassoc float %100, %99
  store float %101, ptr %15, align 4
  %102 = add nuw nsw i32 %68, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  store float 0.000000e+00, ptr %14, align 4
  %103 = trunc i64 %10 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %104 = phi i32 [ 0, %e.exit3 ], [ %148, %e.body5 ]
  %105 = icmp slt i32 %104, %103
  br i1 %105, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %106 = trunc i64 %10 to i32
  %107 = mul i32 %25, %106
  %108 = add i32 %107, %104
  %109 = sext i32 %108 to i64
  %110 = getelementptr float, ptr %4, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = sext i32 %104 to i64
  %113 = getelementptr float, ptr %3, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fmul float %111, %114
  %116 = trunc i64 %10 to i32
  %117 = mul i32 %25, %116
  %118 = add i32 %117, %104
  %119 = sext i32 %118 to i64
  %120 = getelementptr float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = trunc i64 %10 to i32
  %123 = mul i32 %25, %122
  %124 = add i32 %123, %104
  %125 = sext i32 %124 to i64
  %126 = getelementptr float, ptr %1, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = fadd float %121, %127
  %129 = trunc i64 %10 to i32
  %130 = mul i32 %25, %129
  %131 = add i32 %130, %104
  %132 = sext i32 %131 to i64
  %133 = getelementptr float, ptr %2, i64 %132
  %134 = load float, ptr %133, align 4
  %135 = fadd float %128, %134
  %136 = load float, ptr %19, align 4
  %137 = fdiv float %136, 3.200000e+01
  %138 = fsub float %135, %137
  %139 = load float, ptr %16, align 4
  %140 = fdiv float %139, 3.200000e+01
  %141 = fadd float %140, 0x3EE4F8B580000000
  %142 = call float @llvm.sqrt.f32(float %141)
  %143 = fdiv float 1.000000e+00, %142
  %144 = fmul float %138, %143
  %145 = fmul float %115, %144
  %146 = load float, ptr %14, align 4
  %147 = fadd reassoc float %146, %145
  store float %147, ptr %14, align 4
  %148 = add nuw nsw i32 %104, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %149 = trunc i64 %10 to i32
  br label %e.head7

e.head7:                                          ; preds = %e.body8, %e.exit6
  %150 = phi i32 [ 0, %e.exit6 ], [ %228, %e.body8 ]
  %151 = icmp slt i32 %150, %149
  br i1 %151, label %e.body8, label %e.exit9

e.body8:                                          ; preds = %e.head7
  %152 = trunc i64 %10 to i32
  %153 = mul i32 %25, %152
  %154 = add i32 %153, %150
  %155 = sext i32 %154 to i64
  %156 = getelementptr float, ptr %0, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = trunc i64 %10 to i32
  %159 = mul i32 %25, %158
  %160 = add i32 %159, %150
  %161 = sext i32 %160 to i64
  %162 = getelementptr float, ptr %1, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = fadd float %157, %163
  %165 = trunc i64 %10 to i32
  %166 = mul i32 %25, %165
  %167 = add i32 %166, %150
  %168 = sext i32 %167 to i64
  %169 = getelementptr float, ptr %2, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fadd float %164, %170
  %172 = load float, ptr %19, align 4
  %173 = fdiv float %172, 3.200000e+01
  %174 = fsub float %171, %173
  %175 = load float, ptr %16, align 4
  %176 = fdiv float %175, 3.200000e+01
  %177 = fadd float %176, 0x3EE4F8B580000000
  %178 = call float @llvm.sqrt.f32(float %177)
  %179 = fdiv float 1.000000e+00, %178
  %180 = fmul float %174, %179
  %181 = trunc i64 %10 to i32
  %182 = mul i32 %25, %181
  %183 = add i32 %182, %150
  %184 = sext i32 %183 to i64
  %185 = getelementptr float, ptr %5, i64 %184
  store float %180, ptr %185, align 4
  %186 = trunc i64 %10 to i32
  %187 = mul i32 %25, %186
  %188 = add i32 %187, %150
  %189 = sext i32 %188 to i64
  %190 = getelementptr float, ptr %4, i64 %189
  %191 = load float, ptr %190, align 4
  %192 = sext i32 %150 to i64
  %193 = getelementptr float, ptr %3, i64 %192
  %194 = load float, ptr %193, align 4
  %195 = fmul float %191, %194
  %196 = load float, ptr %18, align 4
  %197 = fdiv float %196, 3.200000e+01
  %198 = fsub float %195, %197
  %199 = load float, ptr %14, align 4
  %200 = fdiv float %199, 3.200000e+01
  %201 = fmul float %180, %200
  %202 = fsub float %198, %201
  %203 = fmul float %179, %202
  %204 = trunc i64 %10 to i32
  %205 = mul i32 %25, %204
  %206 = add i32 %205, %150
  %207 = sext i32 %206 to i64
  %208 = getelementptr float, ptr %6, i64 %207
  store float %203, ptr %208, align 4
  %209 = load float, ptr %17, align 4
  %210 = fdiv float %209, 3.200000e+01
  %211 = fsub float %164, %210
  %212 = load float, ptr %15, align 4
  %213 = fdiv float %212, 3.200000e+01
  %214 = fadd float %213, 0x3EE4F8B580000000
  %215 = call float @llvm.sqrt.f32(float %214)
  %216 = fdiv float 1.000000e+00, %215
  %217 = fmul float %211, %216
  %218 = trunc i64 %10 to i32
  %219 = mul i32 %25, %218
  %220 = add i32 %219, %150
  %221 = sext i32 %220 to i64
  %222 = getelementptr float, ptr %7, i64 %221
  store float %217, ptr %222, align 4
  %223 = trunc i64 %10 to i32
  %224 = mul i32 %25, %223
  %225 = add i32 %224, %150
  %226 = sext i32 %225 to i64
  %227 = getelementptr float, ptr %8, i64 %226
  store float %216, ptr %227, align 4
  %228 = add nuw nsw i32 %150, 1
  br label %e.head7

e.exit9:                                          ; preds = %e.head7
  %229 = add nuw nsw i32 %25, 1
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
  %10 = trunc i64 %3 to i32
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %67, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  %17 = trunc i64 %4 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %38, %e.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = mul i32 %18, 32
  %21 = add i32 %15, %20
  %22 = udiv i32 %21, 512
  %23 = urem i32 %22, 2
  %24 = trunc i64 %5 to i32
  %25 = mul i32 %23, %24
  %26 = udiv i32 %21, 32
  %27 = urem i32 %26, 16
  %28 = trunc i64 %6 to i32
  %29 = mul i32 %27, %28
  %30 = add i32 %25, %29
  %31 = urem i32 %21, 32
  %32 = add i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr %9, align 4
  %37 = fadd reassoc float %36, %35
  store float %37, ptr %9, align 4
  %38 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %39 = load float, ptr %9, align 4
  %40 = sext i32 %15 to i64
  %41 = getelementptr float, ptr %2, i64 %40
  store float %39, ptr %41, align 4
  %42 = trunc i64 %4 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %43 = phi i32 [ 0, %e.exit ], [ %66, %e.body2 ]
  %44 = icmp slt i32 %43, %42
  br i1 %44, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %45 = mul i32 %43, 32
  %46 = add i32 %15, %45
  %47 = udiv i32 %46, 512
  %48 = urem i32 %47, 2
  %49 = trunc i64 %5 to i32
  %50 = mul i32 %48, %49
  %51 = udiv i32 %46, 32
  %52 = urem i32 %51, 16
  %53 = trunc i64 %6 to i32
  %54 = mul i32 %52, %53
  %55 = add i32 %50, %54
  %56 = urem i32 %46, 32
  %57 = add i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = trunc i64 %3 to i32
  %62 = mul i32 %43, %61
  %63 = add i32 %62, %15
  %64 = sext i32 %63 to i64
  %65 = getelementptr float, ptr %1, i64 %64
  store float %60, ptr %65, align 4
  %66 = add nuw nsw i32 %43, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %67 = add nuw nsw i32 %15, 1
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
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #0 {
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
  %14 = phi i32 [ %11, %body ], [ %69, %j.exit ]
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
  %19 = phi i32 [ 0, %r.body ], [ %68, %j.body ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %21 = mul i32 %14, 128
  %22 = add i32 %19, %21
  %23 = udiv i32 %22, 2048
  %24 = urem i32 %23, 2
  %25 = trunc i64 %5 to i32
  %26 = mul i32 %24, %25
  %27 = udiv i32 %22, 128
  %28 = urem i32 %27, 16
  %29 = trunc i64 %6 to i32
  %30 = mul i32 %28, %29
  %31 = add i32 %26, %30
  %32 = urem i32 %22, 128
  %33 = add i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fmul float 5.000000e-01, %36
  %38 = fmul float %36, %36
  %39 = fmul float %38, %36
  %40 = fmul float 0x3FA6E4E260000000, %39
  %41 = fadd float %36, %40
  %42 = fmul float 0x3FE9884540000000, %41
  %43 = call float @llvm.maximum.f32(float %42, float 0xC01F9F09E0000000)
  %44 = call float @llvm.minimum.f32(float %43, float 0x401F9F09E0000000)
  %45 = fmul float %44, %44
  %46 = call float @llvm.fmuladd.f32(float %45, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %47 = call float @llvm.fmuladd.f32(float %45, float %46, float 0xBDD7A6FFE0000000)
  %48 = call float @llvm.fmuladd.f32(float %45, float %47, float 0x3E6B800820000000)
  %49 = call float @llvm.fmuladd.f32(float %45, float %48, float 0x3EEF286940000000)
  %50 = call float @llvm.fmuladd.f32(float %45, float %49, float 0x3F44E1BDA0000000)
  %51 = call float @llvm.fmuladd.f32(float %45, float %50, float 0x3F740B3B80000000)
  %52 = fmul float %44, %51
  %53 = call float @llvm.fmuladd.f32(float %45, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %54 = call float @llvm.fmuladd.f32(float %45, float %53, float 0x3F629540A0000000)
  %55 = call float @llvm.fmuladd.f32(float %45, float %54, float 0x3F740B3BA0000000)
  %56 = call float @llvm.fabs.f32(float %42)
  %57 = fdiv float %52, %55
  %58 = fcmp olt float %56, 0x3F3A36E2E0000000
  %59 = select i1 %58, float %42, float %57
  %60 = call float @llvm.copysign.f32(float 1.000000e+00, float %42)
  %61 = fcmp oge float %56, 9.000000e+00
  %62 = select i1 %61, float %60, float %59
  %63 = fadd float 1.000000e+00, %62
  %64 = fmul float %37, %63
  %65 = add i32 %17, %19
  %66 = sext i32 %65 to i64
  %67 = getelementptr float, ptr %1, i64 %66
  store float %64, ptr %67, align 4
  %68 = add nuw nsw i32 %19, 1
  br label %j.head

j.exit:                                           ; preds = %j.head
  %69 = add nuw nsw i32 %14, 1
  br label %r.head
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
define internal void @fulgur_cpuFusion7_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) #0 {
entry:
  %12 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %4 to i32
  %14 = trunc i64 %10 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %11 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %18 = phi i32 [ %15, %body ], [ %230, %e.exit3 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %12, align 4
  %20 = trunc i64 %5 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %121, %e.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = mul i32 %21, 128
  %24 = add i32 %18, %23
  %25 = udiv i32 %24, 2048
  %26 = urem i32 %25, 2
  %27 = trunc i64 %6 to i32
  %28 = mul i32 %26, %27
  %29 = udiv i32 %24, 128
  %30 = urem i32 %29, 16
  %31 = trunc i64 %7 to i32
  %32 = mul i32 %30, %31
  %33 = add i32 %28, %32
  %34 = urem i32 %24, 128
  %35 = add i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = udiv i32 %24, 2048
  %40 = urem i32 %39, 2
  %41 = trunc i64 %8 to i32
  %42 = mul i32 %40, %41
  %43 = udiv i32 %24, 128
  %44 = urem i32 %43, 16
  %45 = trunc i64 %9 to i32
  %46 = mul i32 %44, %45
  %47 = add i32 %42, %46
  %48 = urem i32 %24, 128
  %49 = add i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fmul float %52, %52
  %54 = fmul float %53, %52
  %55 = fmul float 0x3FA6E4E260000000, %54
  %56 = fadd float %52, %55
  %57 = fmul float 0x3FE9884540000000, %56
  %58 = call float @llvm.maximum.f32(float %57, float 0xC01F9F09E0000000)
  %59 = call float @llvm.minimum.f32(float %58, float 0x401F9F09E0000000)
  %60 = fmul float %59, %59
  %61 = call float @llvm.fmuladd.f32(float %60, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %62 = call float @llvm.fmuladd.f32(float %60, float %61, float 0xBDD7A6FFE0000000)
  %63 = call float @llvm.fmuladd.f32(float %60, float %62, float 0x3E6B800820000000)
  %64 = call float @llvm.fmuladd.f32(float %60, float %63, float 0x3EEF286940000000)
  %65 = call float @llvm.fmuladd.f32(float %60, float %64, float 0x3F44E1BDA0000000)
  %66 = call float @llvm.fmuladd.f32(float %60, float %65, float 0x3F740B3B80000000)
  %67 = fmul float %59, %66
  %68 = call float @llvm.fmuladd.f32(float %60, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %69 = call float @llvm.fmuladd.f32(float %60, float %68, float 0x3F629540A0000000)
  %70 = call float @llvm.fmuladd.f32(float %60, float %69, float 0x3F740B3BA0000000)
  %71 = call float @llvm.fabs.f32(float %57)
  %72 = fdiv float %67, %70
  %73 = fcmp olt float %71, 0x3F3A36E2E0000000
  %74 = select i1 %73, float %57, float %72
  %75 = call float @llvm.copysign.f32(float 1.000000e+00, float %57)
  %76 = fcmp oge float %71, 9.000000e+00
  %77 = select i1 %76, float %75, float %74
  %78 = fadd float 1.000000e+00, %77
  %79 = fmul float 5.000000e-01, %78
  %80 = fmul float 5.000000e-01, %52
  %81 = call float @llvm.fabs.f32(float %57)
  %82 = fmul float %81, -2.000000e+00
  %83 = call float @llvm.maximum.f32(float %82, float -1.040000e+02)
  %84 = call float @llvm.minimum.f32(float %83, float 0x4056333340000000)
  %85 = fmul float %84, 0x3FF7154760000000
  %86 = call float @llvm.roundeven.f32(float %85)
  %87 = call float @llvm.fmuladd.f32(float %86, float 0xBFE62E4000000000, float %84)
  %88 = call float @llvm.fmuladd.f32(float %86, float 0xBEB7F7D1C0000000, float %87)
  %89 = call float @llvm.fmuladd.f32(float %88, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %90 = call float @llvm.fmuladd.f32(float %88, float %89, float 0x3FA5555560000000)
  %91 = call float @llvm.fmuladd.f32(float %88, float %90, float 0x3FC5555560000000)
  %92 = call float @llvm.fmuladd.f32(float %88, float %91, float 5.000000e-01)
  %93 = call float @llvm.fmuladd.f32(float %88, float %92, float 1.000000e+00)
  %94 = call float @llvm.fmuladd.f32(float %88, float %93, float 1.000000e+00)
  %95 = fcmp uno float %86, %86
  %96 = select i1 %95, float 0.000000e+00, float %86
  %97 = fptosi float %96 to i32
  %98 = ashr i32 %97, 1
  %99 = sub i32 %97, %98
  %100 = add i32 %99, 127
  %101 = shl i32 %100, 23
  %102 = bitcast i32 %101 to float
  %103 = add i32 %98, 127
  %104 = shl i32 %103, 23
  %105 = bitcast i32 %104 to float
  %106 = fmul float %94, %105
  %107 = fmul float %106, %102
  %108 = fmul float %107, 4.000000e+00
  %109 = fadd float %107, 1.000000e+00
  %110 = fmul float %109, %109
  %111 = fdiv float %108, %110
  %112 = fmul float 0x3FC12BA9E0000000, %53
  %113 = fadd float 1.000000e+00, %112
  %114 = fmul float 0x3FE9884540000000, %113
  %115 = fmul float %111, %114
  %116 = fmul float %80, %115
  %117 = fadd float %79, %116
  %118 = fmul float %38, %117
  %119 = load float, ptr %12, align 4
  %120 = fadd reassoc float %119, %118
  store float %120, ptr %12, align 4
  %121 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %122 = load float, ptr %12, align 4
  %123 = sext i32 %18 to i64
  %124 = getelementptr float, ptr %3, i64 %123
  store float %122, ptr %124, align 4
  %125 = trunc i64 %5 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %126 = phi i32 [ 0, %e.exit ], [ %229, %e.body2 ]
  %127 = icmp slt i32 %126, %125
  br i1 %127, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %128 = mul i32 %126, 128
  %129 = add i32 %18, %128
  %130 = udiv i32 %129, 2048
  %131 = urem i32 %130, 2
  %132 = trunc i64 %6 to i32
  %133 = mul i32 %131, %132
  %134 = udiv i32 %129, 128
  %135 = urem i32 %134, 16
  %136 = trunc i64 %7 to i32
  %137 = mul i32 %135, %136
  %138 = add i32 %133, %137
  %139 = urem i32 %129, 128
  %140 = add i32 %138, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr float, ptr %1, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = udiv i32 %129, 2048
  %145 = urem i32 %144, 2
  %146 = trunc i64 %8 to i32
  %147 = mul i32 %145, %146
  %148 = udiv i32 %129, 128
  %149 = urem i32 %148, 16
  %150 = trunc i64 %9 to i32
  %151 = mul i32 %149, %150
  %152 = add i32 %147, %151
  %153 = urem i32 %129, 128
  %154 = add i32 %152, %153
  %155 = sext i32 %154 to i64
  %156 = getelementptr float, ptr %0, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = fmul float %157, %157
  %159 = fmul float %158, %157
  %160 = fmul float 0x3FA6E4E260000000, %159
  %161 = fadd float %157, %160
  %162 = fmul float 0x3FE9884540000000, %161
  %163 = call float @llvm.maximum.f32(float %162, float 0xC01F9F09E0000000)
  %164 = call float @llvm.minimum.f32(float %163, float 0x401F9F09E0000000)
  %165 = fmul float %164, %164
  %166 = call float @llvm.fmuladd.f32(float %165, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %167 = call float @llvm.fmuladd.f32(float %165, float %166, float 0xBDD7A6FFE0000000)
  %168 = call float @llvm.fmuladd.f32(float %165, float %167, float 0x3E6B800820000000)
  %169 = call float @llvm.fmuladd.f32(float %165, float %168, float 0x3EEF286940000000)
  %170 = call float @llvm.fmuladd.f32(float %165, float %169, float 0x3F44E1BDA0000000)
  %171 = call float @llvm.fmuladd.f32(float %165, float %170, float 0x3F740B3B80000000)
  %172 = fmul float %164, %171
  %173 = call float @llvm.fmuladd.f32(float %165, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %174 = call float @llvm.fmuladd.f32(float %165, float %173, float 0x3F629540A0000000)
  %175 = call float @llvm.fmuladd.f32(float %165, float %174, float 0x3F740B3BA0000000)
  %176 = call float @llvm.fabs.f32(float %162)
  %177 = fdiv float %172, %175
  %178 = fcmp olt float %176, 0x3F3A36E2E0000000
  %179 = select i1 %178, float %162, float %177
  %180 = call float @llvm.copysign.f32(float 1.000000e+00, float %162)
  %181 = fcmp oge float %176, 9.000000e+00
  %182 = select i1 %181, float %180, float %179
  %183 = fadd float 1.000000e+00, %182
  %184 = fmul float 5.000000e-01, %183
  %185 = fmul float 5.000000e-01, %157
  %186 = call float @llvm.fabs.f32(float %162)
  %187 = fmul float %186, -2.000000e+00
  %188 = call float @llvm.maximum.f32(float %187, float -1.040000e+02)
  %189 = call float @llvm.minimum.f32(float %188, float 0x4056333340000000)
  %190 = fmul float %189, 0x3FF7154760000000
  %191 = call float @llvm.roundeven.f32(float %190)
  %192 = call float @llvm.fmuladd.f32(float %191, float 0xBFE62E4000000000, float %189)
  %193 = call float @llvm.fmuladd.f32(float %191, float 0xBEB7F7D1C0000000, float %192)
  %194 = call float @llvm.fmuladd.f32(float %193, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %195 = call float @llvm.fmuladd.f32(float %193, float %194, float 0x3FA5555560000000)
  %196 = call float @llvm.fmuladd.f32(float %193, float %195, float 0x3FC5555560000000)
  %197 = call float @llvm.fmuladd.f32(float %193, float %196, float 5.000000e-01)
  %198 = call float @llvm.fmuladd.f32(float %193, float %197, float 1.000000e+00)
  %199 = call float @llvm.fmuladd.f32(float %193, float %198, float 1.000000e+00)
  %200 = fcmp uno float %191, %191
  %201 = select i1 %200, float 0.000000e+00, float %191
  %202 = fptosi float %201 to i32
  %203 = ashr i32 %202, 1
  %204 = sub i32 %202, %203
  %205 = add i32 %204, 127
  %206 = shl i32 %205, 23
  %207 = bitcast i32 %206 to float
  %208 = add i32 %203, 127
  %209 = shl i32 %208, 23
  %210 = bitcast i32 %209 to float
  %211 = fmul float %199, %210
  %212 = fmul float %211, %207
  %213 = fmul float %212, 4.000000e+00
  %214 = fadd float %212, 1.000000e+00
  %215 = fmul float %214, %214
  %216 = fdiv float %213, %215
  %217 = fmul float 0x3FC12BA9E0000000, %158
  %218 = fadd float 1.000000e+00, %217
  %219 = fmul float 0x3FE9884540000000, %218
  %220 = fmul float %216, %219
  %221 = fmul float %185, %220
  %222 = fadd float %184, %221
  %223 = fmul float %143, %222
  %224 = trunc i64 %4 to i32
  %225 = mul i32 %126, %224
  %226 = add i32 %225, %18
  %227 = sext i32 %226 to i64
  %228 = getelementptr float, ptr %2, i64 %227
  store float %223, ptr %228, align 4
  %229 = add nuw nsw i32 %126, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %230 = add nuw nsw i32 %18, 1
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
  %9 = trunc i64 %3 to i32
  %10 = trunc i64 %7 to i32
  %11 = call i32 @llvm.smax.i32(i32 0, i32 %10)
  %12 = trunc i64 %8 to i32
  %13 = call i32 @llvm.smin.i32(i32 %9, i32 %12)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %14 = phi i32 [ %11, %body ], [ %90, %i.body ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %16 = sext i32 %14 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = sext i32 %14 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %21, %21
  %23 = fmul float %22, %21
  %24 = fmul float 0x3FA6E4E260000000, %23
  %25 = fadd float %21, %24
  %26 = fmul float 0x3FE9884540000000, %25
  %27 = call float @llvm.maximum.f32(float %26, float 0xC01F9F09E0000000)
  %28 = call float @llvm.minimum.f32(float %27, float 0x401F9F09E0000000)
  %29 = fmul float %28, %28
  %30 = call float @llvm.fmuladd.f32(float %29, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %31 = call float @llvm.fmuladd.f32(float %29, float %30, float 0xBDD7A6FFE0000000)
  %32 = call float @llvm.fmuladd.f32(float %29, float %31, float 0x3E6B800820000000)
  %33 = call float @llvm.fmuladd.f32(float %29, float %32, float 0x3EEF286940000000)
  %34 = call float @llvm.fmuladd.f32(float %29, float %33, float 0x3F44E1BDA0000000)
  %35 = call float @llvm.fmuladd.f32(float %29, float %34, float 0x3F740B3B80000000)
  %36 = fmul float %28, %35
  %37 = call float @llvm.fmuladd.f32(float %29, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %38 = call float @llvm.fmuladd.f32(float %29, float %37, float 0x3F629540A0000000)
  %39 = call float @llvm.fmuladd.f32(float %29, float %38, float 0x3F740B3BA0000000)
  %40 = call float @llvm.fabs.f32(float %26)
  %41 = fdiv float %36, %39
  %42 = fcmp olt float %40, 0x3F3A36E2E0000000
  %43 = select i1 %42, float %26, float %41
  %44 = call float @llvm.copysign.f32(float 1.000000e+00, float %26)
  %45 = fcmp oge float %40, 9.000000e+00
  %46 = select i1 %45, float %44, float %43
  %47 = fadd float 1.000000e+00, %46
  %48 = fmul float 5.000000e-01, %47
  %49 = fmul float 5.000000e-01, %21
  %50 = call float @llvm.fabs.f32(float %26)
  %51 = fmul float %50, -2.000000e+00
  %52 = call float @llvm.maximum.f32(float %51, float -1.040000e+02)
  %53 = call float @llvm.minimum.f32(float %52, float 0x4056333340000000)
  %54 = fmul float %53, 0x3FF7154760000000
  %55 = call float @llvm.roundeven.f32(float %54)
  %56 = call float @llvm.fmuladd.f32(float %55, float 0xBFE62E4000000000, float %53)
  %57 = call float @llvm.fmuladd.f32(float %55, float 0xBEB7F7D1C0000000, float %56)
  %58 = call float @llvm.fmuladd.f32(float %57, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %59 = call float @llvm.fmuladd.f32(float %57, float %58, float 0x3FA5555560000000)
  %60 = call float @llvm.fmuladd.f32(float %57, float %59, float 0x3FC5555560000000)
  %61 = call float @llvm.fmuladd.f32(float %57, float %60, float 5.000000e-01)
  %62 = call float @llvm.fmuladd.f32(float %57, float %61, float 1.000000e+00)
  %63 = call float @llvm.fmuladd.f32(float %57, float %62, float 1.000000e+00)
  %64 = fcmp uno float %55, %55
  %65 = select i1 %64, float 0.000000e+00, float %55
  %66 = fptosi float %65 to i32
  %67 = ashr i32 %66, 1
  %68 = sub i32 %66, %67
  %69 = add i32 %68, 127
  %70 = shl i32 %69, 23
  %71 = bitcast i32 %70 to float
  %72 = add i32 %67, 127
  %73 = shl i32 %72, 23
  %74 = bitcast i32 %73 to float
  %75 = fmul float %63, %74
  %76 = fmul float %75, %71
  %77 = fmul float %76, 4.000000e+00
  %78 = fadd float %76, 1.000000e+00
  %79 = fmul float %78, %78
  %80 = fdiv float %77, %79
  %81 = fmul float 0x3FC12BA9E0000000, %22
  %82 = fadd float 1.000000e+00, %81
  %83 = fmul float 0x3FE9884540000000, %82
  %84 = fmul float %80, %83
  %85 = fmul float %49, %84
  %86 = fadd float %48, %85
  %87 = fmul float %18, %86
  %88 = sext i32 %14 to i64
  %89 = getelementptr float, ptr %2, i64 %88
  store float %87, ptr %89, align 4
  %90 = add nuw nsw i32 %14, 1
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
  %13 = trunc i64 %6 to i32
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %10 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %18 = phi i32 [ %15, %body ], [ %91, %e.exit3 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %12, align 4
  store float 0.000000e+00, ptr %11, align 4
  %20 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %44, %e.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = trunc i64 %7 to i32
  %24 = mul i32 %18, %23
  %25 = add i32 %24, %21
  %26 = sext i32 %25 to i64
  %27 = getelementptr float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = sext i32 %21 to i64
  %30 = getelementptr float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fmul float %28, %31
  %33 = load float, ptr %12, align 4
  %34 = fadd reassoc float %33, %32
  store float %34, ptr %12, align 4
  %35 = trunc i64 %7 to i32
  %36 = mul i32 %18, %35
  %37 = add i32 %36, %21
  %38 = sext i32 %37 to i64
  %39 = getelementptr float, ptr %2, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fmul float %32, %40
  %42 = load float, ptr %11, align 4
  %43 = fadd reassoc float %42, %41
  store float %43, ptr %11, align 4
  %44 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %45 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %46 = phi i32 [ 0, %e.exit ], [ %90, %e.body2 ]
  %47 = icmp slt i32 %46, %45
  br i1 %47, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %48 = trunc i64 %7 to i32
  %49 = mul i32 %18, %48
  %50 = add i32 %49, %46
  %51 = sext i32 %50 to i64
  %52 = getelementptr float, ptr %4, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = trunc i64 %7 to i32
  %55 = mul i32 %18, %54
  %56 = add i32 %55, %46
  %57 = sext i32 %56 to i64
  %58 = getelementptr float, ptr %3, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = trunc i64 %7 to i32
  %61 = mul i32 %18, %60
  %62 = add i32 %61, %46
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = sext i32 %46 to i64
  %67 = getelementptr float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fmul float %65, %68
  %70 = load float, ptr %12, align 4
  %71 = fdiv float %70, 3.200000e+01
  %72 = fsub float %69, %71
  %73 = trunc i64 %7 to i32
  %74 = mul i32 %18, %73
  %75 = add i32 %74, %46
  %76 = sext i32 %75 to i64
  %77 = getelementptr float, ptr %2, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = load float, ptr %11, align 4
  %80 = fdiv float %79, 3.200000e+01
  %81 = fmul float %78, %80
  %82 = fsub float %72, %81
  %83 = fmul float %59, %82
  %84 = fadd float %53, %83
  %85 = trunc i64 %7 to i32
  %86 = mul i32 %18, %85
  %87 = add i32 %86, %46
  %88 = sext i32 %87 to i64
  %89 = getelementptr float, ptr %5, i64 %88
  store float %84, ptr %89, align 4
  %90 = add nuw nsw i32 %46, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %91 = add nuw nsw i32 %18, 1
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
  %10 = trunc i64 %3 to i32
  %11 = trunc i64 %7 to i32
  %12 = call i32 @llvm.smax.i32(i32 0, i32 %11)
  %13 = trunc i64 %8 to i32
  %14 = call i32 @llvm.smin.i32(i32 %10, i32 %13)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %15 = phi i32 [ %12, %body ], [ %67, %e.exit3 ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %9, align 4
  %17 = trunc i64 %4 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %18 = phi i32 [ 0, %row.body ], [ %38, %e.body ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %20 = mul i32 %18, 32
  %21 = add i32 %15, %20
  %22 = udiv i32 %21, 512
  %23 = urem i32 %22, 2
  %24 = trunc i64 %5 to i32
  %25 = mul i32 %23, %24
  %26 = udiv i32 %21, 32
  %27 = urem i32 %26, 16
  %28 = trunc i64 %6 to i32
  %29 = mul i32 %27, %28
  %30 = add i32 %25, %29
  %31 = urem i32 %21, 32
  %32 = add i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr %9, align 4
  %37 = fadd reassoc float %36, %35
  store float %37, ptr %9, align 4
  %38 = add nuw nsw i32 %18, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %39 = load float, ptr %9, align 4
  %40 = sext i32 %15 to i64
  %41 = getelementptr float, ptr %2, i64 %40
  store float %39, ptr %41, align 4
  %42 = trunc i64 %4 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %43 = phi i32 [ 0, %e.exit ], [ %66, %e.body2 ]
  %44 = icmp slt i32 %43, %42
  br i1 %44, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %45 = mul i32 %43, 32
  %46 = add i32 %15, %45
  %47 = udiv i32 %46, 512
  %48 = urem i32 %47, 2
  %49 = trunc i64 %5 to i32
  %50 = mul i32 %48, %49
  %51 = udiv i32 %46, 32
  %52 = urem i32 %51, 16
  %53 = trunc i64 %6 to i32
  %54 = mul i32 %52, %53
  %55 = add i32 %50, %54
  %56 = urem i32 %46, 32
  %57 = add i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = trunc i64 %3 to i32
  %62 = mul i32 %43, %61
  %63 = add i32 %62, %15
  %64 = sext i32 %63 to i64
  %65 = getelementptr float, ptr %1, i64 %64
  store float %60, ptr %65, align 4
  %66 = add nuw nsw i32 %43, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %67 = add nuw nsw i32 %15, 1
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
define internal void @fulgur_cpuFusion16_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %1 to i32
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smin.i32(i32 %7, i32 %10)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %12 = phi i32 [ %9, %body ], [ %16, %i.body ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %14 = sext i32 %12 to i64
  %15 = getelementptr float, ptr %0, i64 %14
  store float 0.000000e+00, ptr %15, align 4
  %16 = add nuw nsw i32 %12, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion16(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion16_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion17_body(ptr noalias %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
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
  %13 = phi i32 [ %10, %body ], [ %19, %i.body ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %15 = sext i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  store float 0.000000e+00, ptr %16, align 4
  %17 = sext i32 %13 to i64
  %18 = getelementptr float, ptr %1, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nuw nsw i32 %13, 1
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
  call void @fulgur_cpuFusion17_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion18_body(ptr noalias %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %1 to i32
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smin.i32(i32 %7, i32 %10)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %12 = phi i32 [ %9, %body ], [ %16, %i.body ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %14 = sext i32 %12 to i64
  %15 = getelementptr float, ptr %0, i64 %14
  store float 0.000000e+00, ptr %15, align 4
  %16 = add nuw nsw i32 %12, 1
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
  %6 = getelementptr i64, ptr %1, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr i64, ptr %1, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 3
  %13 = load i64, ptr %12, align 8
  call void @fulgur_cpuFusion18_body(ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion19_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, ptr noalias %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  %15 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %5 to i32
  %17 = trunc i64 %13 to i32
  %18 = call i32 @llvm.smax.i32(i32 0, i32 %17)
  %19 = trunc i64 %14 to i32
  %20 = call i32 @llvm.smin.i32(i32 %16, i32 %19)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %21 = phi i32 [ %18, %body ], [ %133, %e.exit3 ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %15, align 4
  %23 = trunc i64 %6 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %24 = phi i32 [ 0, %row.body ], [ %74, %e.body ]
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %26 = mul i32 %24, 96
  %27 = add i32 %21, %26
  %28 = udiv i32 %27, 1536
  %29 = urem i32 %28, 2
  %30 = trunc i64 %7 to i32
  %31 = mul i32 %29, %30
  %32 = udiv i32 %27, 96
  %33 = urem i32 %32, 16
  %34 = trunc i64 %8 to i32
  %35 = mul i32 %33, %34
  %36 = add i32 %31, %35
  %37 = urem i32 %27, 96
  %38 = add i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = udiv i32 %27, 1536
  %43 = urem i32 %42, 2
  %44 = trunc i64 %9 to i32
  %45 = mul i32 %43, %44
  %46 = udiv i32 %27, 96
  %47 = urem i32 %46, 16
  %48 = trunc i64 %10 to i32
  %49 = mul i32 %47, %48
  %50 = add i32 %45, %49
  %51 = urem i32 %27, 96
  %52 = add i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = fadd float %41, %55
  %57 = udiv i32 %27, 1536
  %58 = urem i32 %57, 2
  %59 = trunc i64 %11 to i32
  %60 = mul i32 %58, %59
  %61 = udiv i32 %27, 96
  %62 = urem i32 %61, 16
  %63 = trunc i64 %12 to i32
  %64 = mul i32 %62, %63
  %65 = add i32 %60, %64
  %66 = urem i32 %27, 96
  %67 = add i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %2, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fadd float %56, %70
  %72 = load float, ptr %15, align 4
  %73 = fadd reassoc float %72, %71
  store float %73, ptr %15, align 4
  %74 = add nuw nsw i32 %24, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %75 = load float, ptr %15, align 4
  %76 = sext i32 %21 to i64
  %77 = getelementptr float, ptr %4, i64 %76
  store float %75, ptr %77, align 4
  %78 = trunc i64 %6 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %79 = phi i32 [ 0, %e.exit ], [ %132, %e.body2 ]
  %80 = icmp slt i32 %79, %78
  br i1 %80, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %81 = mul i32 %79, 96
  %82 = add i32 %21, %81
  %83 = udiv i32 %82, 1536
  %84 = urem i32 %83, 2
  %85 = trunc i64 %7 to i32
  %86 = mul i32 %84, %85
  %87 = udiv i32 %82, 96
  %88 = urem i32 %87, 16
  %89 = trunc i64 %8 to i32
  %90 = mul i32 %88, %89
  %91 = add i32 %86, %90
  %92 = urem i32 %82, 96
  %93 = add i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr %0, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = udiv i32 %82, 1536
  %98 = urem i32 %97, 2
  %99 = trunc i64 %9 to i32
  %100 = mul i32 %98, %99
  %101 = udiv i32 %82, 96
  %102 = urem i32 %101, 16
  %103 = trunc i64 %10 to i32
  %104 = mul i32 %102, %103
  %105 = add i32 %100, %104
  %106 = urem i32 %82, 96
  %107 = add i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr float, ptr %1, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fadd float %96, %110
  %112 = udiv i32 %82, 1536
  %113 = urem i32 %112, 2
  %114 = trunc i64 %11 to i32
  %115 = mul i32 %113, %114
  %116 = udiv i32 %82, 96
  %117 = urem i32 %116, 16
  %118 = trunc i64 %12 to i32
  %119 = mul i32 %117, %118
  %120 = add i32 %115, %119
  %121 = urem i32 %82, 96
  %122 = add i32 %120, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr float, ptr %2, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fadd float %111, %125
  %127 = trunc i64 %5 to i32
  %128 = mul i32 %79, %127
  %129 = add i32 %128, %21
  %130 = sext i32 %129 to i64
  %131 = getelementptr float, ptr %3, i64 %130
  store float %126, ptr %131, align 4
  %132 = add nuw nsw i32 %79, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %133 = add nuw nsw i32 %21, 1
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
  call void @fulgur_cpuFusion19_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29, i64 %2, i64 %3)
  ret void
}

attributes #0 = { alwaysinline nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
; ModuleID = 'fulgur_cpuFusion19_1'
source_filename = "fulgur_cpuFusion19_1"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion19_1_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
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
  %15 = phi i32 [ %12, %body ], [ %30, %i.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %17 = sext i32 %15 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = sext i32 %15 to i64
  %21 = getelementptr float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd float %19, %22
  %24 = sext i32 %15 to i64
  %25 = getelementptr float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd float %23, %26
  %28 = sext i32 %15 to i64
  %29 = getelementptr float, ptr %3, i64 %28
  store float %27, ptr %29, align 4
  %30 = add nuw nsw i32 %15, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
define void @fulgur_cpuFusion19_1(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion19_1_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion20_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %6 to i32
  %16 = trunc i64 %9 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %10 to i32
  %19 = call i32 @llvm.smin.i32(i32 %15, i32 %18)
  br label %row.head

row.head:                                         ; preds = %e.exit9, %body
  %20 = phi i32 [ %17, %body ], [ %148, %e.exit9 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %14, align 4
  store float 0.000000e+00, ptr %13, align 4
  %22 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %23 = phi i32 [ 0, %row.body ], [ %45, %e.body ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %25 = trunc i64 %7 to i32
  %26 = mul i32 %20, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load float, ptr %14, align 4
  %32 = fadd reassoc float %31, %30
  store float %32, ptr %14, align 4
  %33 = trunc i64 %7 to i32
  %34 = mul i32 %20, %33
  %35 = add i32 %34, %23
  %36 = sext i32 %35 to i64
  %37 = getelementptr float, ptr %2, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = sext i32 %23 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fmul float %38, %41
  %43 = load float, ptr %13, align 4
  %44 = fadd reassoc float %43, %42
  store float %44, ptr %13, align 4
  %45 = add nuw nsw i32 %23, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  store float 0.000000e+00, ptr %12, align 4
  %46 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %47 = phi i32 [ 0, %e.exit ], [ %61, %e.body2 ]
  %48 = icmp slt i32 %47, %46
  br i1 %48, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %49 = trunc i64 %7 to i32
  %50 = mul i32 %20, %49
  %51 = add i32 %50, %47
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load float, ptr %14, align 4
  %56 = fdiv float %55, 3.200000e+01
  %57 = fsub float %54, %56
  %58 = fmul float %57, %57
  %59 = load float, ptr %12, align 4
  %60 = fadd reassoc float %59, %58
  store float %60, ptr %12, align 4
  %61 = add nuw nsw i32 %47, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  store float 0.000000e+00, ptr %11, align 4
  %62 = trunc i64 %7 to i32
  br label %e.head4

e.head4:                                          ; preds = %e.body5, %e.exit3
  %63 = phi i32 [ 0, %e.exit3 ], [ %93, %e.body5 ]
  %64 = icmp slt i32 %63, %62
  br i1 %64, label %e.body5, label %e.exit6

e.body5:                                          ; preds = %e.head4
  %65 = trunc i64 %7 to i32
  %66 = mul i32 %20, %65
  %67 = add i32 %66, %63
  %68 = sext i32 %67 to i64
  %69 = getelementptr float, ptr %2, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = sext i32 %63 to i64
  %72 = getelementptr float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = fmul float %70, %73
  %75 = trunc i64 %7 to i32
  %76 = mul i32 %20, %75
  %77 = add i32 %76, %63
  %78 = sext i32 %77 to i64
  %79 = getelementptr float, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = load float, ptr %14, align 4
  %82 = fdiv float %81, 3.200000e+01
  %83 = fsub float %80, %82
  %84 = load float, ptr %12, align 4
  %85 = fdiv float %84, 3.200000e+01
  %86 = fadd float %85, 0x3EE4F8B580000000
  %87 = call float @llvm.sqrt.f32(float %86)
  %88 = fdiv float 1.000000e+00, %87
  %89 = fmul float %83, %88
  %90 = fmul float %74, %89
  %91 = load float, ptr %11, align 4
  %92 = fadd reassoc float %91, %90
  store float %92, ptr %11, align 4
  %93 = add nuw nsw i32 %63, 1
  br label %e.head4

e.exit6:                                          ; preds = %e.head4
  %94 = trunc i64 %7 to i32
  br label %e.head7

e.head7:                                          ; preds = %e.body8, %e.exit6
  %95 = phi i32 [ 0, %e.exit6 ], [ %147, %e.body8 ]
  %96 = icmp slt i32 %95, %94
  br i1 %96, label %e.body8, label %e.exit9

e.body8:                                          ; preds = %e.head7
  %97 = trunc i64 %7 to i32
  %98 = mul i32 %20, %97
  %99 = add i32 %98, %95
  %100 = sext i32 %99 to i64
  %101 = getelementptr float, ptr %0, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = load float, ptr %14, align 4
  %104 = fdiv float %103, 3.200000e+01
  %105 = fsub float %102, %104
  %106 = load float, ptr %12, align 4
  %107 = fdiv float %106, 3.200000e+01
  %108 = fadd float %107, 0x3EE4F8B580000000
  %109 = call float @llvm.sqrt.f32(float %108)
  %110 = fdiv float 1.000000e+00, %109
  %111 = fmul float %105, %110
  %112 = trunc i64 %7 to i32
  %113 = mul i32 %20, %112
  %114 = add i32 %113, %95
  %115 = sext i32 %114 to i64
  %116 = getelementptr float, ptr %4, i64 %115
  store float %111, ptr %116, align 4
  %117 = trunc i64 %7 to i32
  %118 = mul i32 %20, %117
  %119 = add i32 %118, %95
  %120 = sext i32 %119 to i64
  %121 = getelementptr float, ptr %3, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = trunc i64 %7 to i32
  %124 = mul i32 %20, %123
  %125 = add i32 %124, %95
  %126 = sext i32 %125 to i64
  %127 = getelementptr float, ptr %2, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = sext i32 %95 to i64
  %130 = getelementptr float, ptr %1, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = fmul float %128, %131
  %133 = load float, ptr %13, align 4
  %134 = fdiv float %133, 3.200000e+01
  %135 = fsub float %132, %134
  %136 = load float, ptr %11, align 4
  %137 = fdiv float %136, 3.200000e+01
  %138 = fmul float %111, %137
  %139 = fsub float %135, %138
  %140 = fmul float %110, %139
  %141 = fadd float %122, %140
  %142 = trunc i64 %7 to i32
  %143 = mul i32 %20, %142
  %144 = add i32 %143, %95
  %145 = sext i32 %144 to i64
  %146 = getelementptr float, ptr %5, i64 %145
  store float %141, ptr %146, align 4
  %147 = add nuw nsw i32 %95, 1
  br label %e.head7

e.exit9:                                          ; preds = %e.head7
  %148 = add nuw nsw i32 %20, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

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
  %14 = getelementptr ptr, ptr %0, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i64, ptr %1, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr i64, ptr %1, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr i64, ptr %1, i64 2
  %21 = load i64, ptr %20, align 8
  call void @fulgur_cpuFusion20_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion21_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  %7 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %8 = trunc i64 %2 to i32
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smax.i32(i32 0, i32 %9)
  %11 = trunc i64 %6 to i32
  %12 = call i32 @llvm.smin.i32(i32 %8, i32 %11)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %13 = phi i32 [ %10, %body ], [ %37, %e.exit ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %7, align 4
  %15 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %16 = phi i32 [ 0, %row.body ], [ %33, %e.body ]
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %18 = trunc i64 %2 to i32
  %19 = mul i32 %16, %18
  %20 = trunc i64 %4 to i32
  %21 = udiv i32 %13, %20
  %22 = trunc i64 %4 to i32
  %23 = mul i32 %21, %22
  %24 = add i32 %19, %23
  %25 = trunc i64 %4 to i32
  %26 = urem i32 %13, %25
  %27 = add i32 %24, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load float, ptr %7, align 4
  %32 = fadd reassoc float %31, %30
  store float %32, ptr %7, align 4
  %33 = add nuw nsw i32 %16, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %34 = load float, ptr %7, align 4
  %35 = sext i32 %13 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  store float %34, ptr %36, align 4
  %37 = add nuw nsw i32 %13, 1
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  call void @fulgur_cpuFusion21_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion22_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
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
  %14 = phi i32 [ %11, %body ], [ %40, %e.exit ]
  %15 = icmp slt i32 %14, %13
  br i1 %15, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %8, align 4
  %16 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %17 = phi i32 [ 0, %row.body ], [ %36, %e.body ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %19 = trunc i64 %5 to i32
  %20 = mul i32 %17, %19
  %21 = trunc i64 %4 to i32
  %22 = urem i32 %14, %21
  %23 = add i32 %20, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = sext i32 %17 to i64
  %28 = trunc i64 %4 to i32
  %29 = udiv i32 %14, %28
  %30 = sext i32 %29 to i64
  %31 = icmp eq i64 %27, %30
  %32 = uitofp i1 %31 to float
  %33 = fmul float %26, %32
  %34 = load float, ptr %8, align 4
  %35 = fadd reassoc float %34, %33
  store float %35, ptr %8, align 4
  %36 = add nuw nsw i32 %17, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %37 = load float, ptr %8, align 4
  %38 = sext i32 %14 to i64
  %39 = getelementptr float, ptr %1, i64 %38
  store float %37, ptr %39, align 4
  %40 = add nuw nsw i32 %14, 1
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr i64, ptr %1, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr i64, ptr %1, i64 3
  %15 = load i64, ptr %14, align 8
  call void @fulgur_cpuFusion22_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion23_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  %13 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %14 = trunc i64 %4 to i32
  %15 = trunc i64 %11 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %12 to i32
  %18 = call i32 @llvm.smin.i32(i32 %14, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %19 = phi i32 [ %16, %body ], [ %74, %e.exit ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %13, align 4
  %21 = trunc i64 %5 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %22 = phi i32 [ 0, %row.body ], [ %59, %e.body ]
  %23 = icmp slt i32 %22, %21
  br i1 %23, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %24 = trunc i64 %6 to i32
  %25 = urem i32 %19, %24
  %26 = mul i32 %22, 32
  %27 = add i32 %25, %26
  %28 = udiv i32 %27, 512
  %29 = urem i32 %28, 2
  %30 = trunc i64 %7 to i32
  %31 = mul i32 %29, %30
  %32 = udiv i32 %27, 32
  %33 = urem i32 %32, 16
  %34 = trunc i64 %8 to i32
  %35 = mul i32 %33, %34
  %36 = add i32 %31, %35
  %37 = urem i32 %27, 32
  %38 = add i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = udiv i32 %22, 16
  %43 = urem i32 %42, 2
  %44 = trunc i64 %9 to i32
  %45 = mul i32 %43, %44
  %46 = urem i32 %22, 16
  %47 = add i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr i64, ptr %0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = trunc i64 %6 to i32
  %52 = udiv i32 %19, %51
  %53 = sext i32 %52 to i64
  %54 = icmp eq i64 %50, %53
  %55 = uitofp i1 %54 to float
  %56 = fmul float %41, %55
  %57 = load float, ptr %13, align 4
  %58 = fadd reassoc float %57, %56
  store float %58, ptr %13, align 4
  %59 = add nuw nsw i32 %22, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %60 = trunc i64 %6 to i32
  %61 = udiv i32 %19, %60
  %62 = trunc i64 %10 to i32
  %63 = mul i32 %61, %62
  %64 = trunc i64 %6 to i32
  %65 = urem i32 %19, %64
  %66 = add i32 %63, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr float, ptr %2, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = load float, ptr %13, align 4
  %71 = fadd float %69, %70
  %72 = sext i32 %19 to i64
  %73 = getelementptr float, ptr %3, i64 %72
  store float %71, ptr %73, align 4
  %74 = add nuw nsw i32 %19, 1
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
  call void @fulgur_cpuFusion23_body(ptr %5, ptr %7, ptr %9, ptr %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion24_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias %5, ptr noalias %6, ptr noalias %7, ptr noalias %8, ptr noalias %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) #0 {
entry:
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %21 = trunc i64 %10 to i32
  %22 = trunc i64 %14 to i32
  %23 = call i32 @llvm.smax.i32(i32 0, i32 %22)
  %24 = trunc i64 %15 to i32
  %25 = call i32 @llvm.smin.i32(i32 %21, i32 %24)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %26 = phi i32 [ %23, %body ], [ %124, %e.exit ]
  %27 = icmp slt i32 %26, %25
  br i1 %27, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %20, align 4
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %17, align 4
  store float 0.000000e+00, ptr %16, align 4
  %28 = trunc i64 %11 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %29 = phi i32 [ 0, %row.body ], [ %108, %e.body ]
  %30 = icmp slt i32 %29, %28
  br i1 %30, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %31 = trunc i64 %12 to i32
  %32 = udiv i32 %29, %31
  %33 = trunc i64 %13 to i32
  %34 = mul i32 %32, %33
  %35 = trunc i64 %12 to i32
  %36 = urem i32 %29, %35
  %37 = trunc i64 %10 to i32
  %38 = mul i32 %36, %37
  %39 = add i32 %34, %38
  %40 = add i32 %39, %26
  %41 = sext i32 %40 to i64
  %42 = getelementptr float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = trunc i64 %12 to i32
  %45 = udiv i32 %29, %44
  %46 = trunc i64 %13 to i32
  %47 = mul i32 %45, %46
  %48 = trunc i64 %12 to i32
  %49 = urem i32 %29, %48
  %50 = trunc i64 %10 to i32
  %51 = mul i32 %49, %50
  %52 = add i32 %47, %51
  %53 = add i32 %52, %26
  %54 = sext i32 %53 to i64
  %55 = getelementptr float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fmul float %43, %56
  %58 = load float, ptr %20, align 4
  %59 = fadd reassoc float %58, %57
  store float %59, ptr %20, align 4
  %60 = load float, ptr %19, align 4
  %61 = fadd reassoc float %60, %43
  store float %61, ptr %19, align 4
  %62 = trunc i64 %12 to i32
  %63 = udiv i32 %29, %62
  %64 = trunc i64 %13 to i32
  %65 = mul i32 %63, %64
  %66 = trunc i64 %12 to i32
  %67 = urem i32 %29, %66
  %68 = trunc i64 %10 to i32
  %69 = mul i32 %67, %68
  %70 = add i32 %65, %69
  %71 = add i32 %70, %26
  %72 = sext i32 %71 to i64
  %73 = getelementptr float, ptr %2, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = load float, ptr %18, align 4
  %76 = fadd reassoc float %75, %74
  store float %76, ptr %18, align 4
  %77 = trunc i64 %12 to i32
  %78 = udiv i32 %29, %77
  %79 = trunc i64 %13 to i32
  %80 = mul i32 %78, %79
  %81 = trunc i64 %12 to i32
  %82 = urem i32 %29, %81
  %83 = trunc i64 %10 to i32
  %84 = mul i32 %82, %83
  %85 = add i32 %80, %84
  %86 = add i32 %85, %26
  %87 = sext i32 %86 to i64
  %88 = getelementptr float, ptr %3, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = trunc i64 %12 to i32
  %91 = udiv i32 %29, %90
  %92 = trunc i64 %13 to i32
  %93 = mul i32 %91, %92
  %94 = trunc i64 %12 to i32
  %95 = urem i32 %29, %94
  %96 = trunc i64 %10 to i32
  %97 = mul i32 %95, %96
  %98 = add i32 %93, %97
  %99 = add i32 %98, %26
  %100 = sext i32 %99 to i64
  %101 = getelementptr float, ptr %4, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %89, %102
  %104 = load float, ptr %17, align 4
  %105 = fadd reassoc float %104, %103
  store float %105, ptr %17, align 4
  %106 = load float, ptr %16, align 4
  %107 = fadd reassoc float %106, %89
  store float %107, ptr %16, align 4
  %108 = add nuw nsw i32 %29, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %109 = load float, ptr %20, align 4
  %110 = sext i32 %26 to i64
  %111 = getelementptr float, ptr %5, i64 %110
  store float %109, ptr %111, align 4
  %112 = load float, ptr %19, align 4
  %113 = sext i32 %26 to i64
  %114 = getelementptr float, ptr %6, i64 %113
  store float %112, ptr %114, align 4
  %115 = load float, ptr %18, align 4
  %116 = sext i32 %26 to i64
  %117 = getelementptr float, ptr %7, i64 %116
  store float %115, ptr %117, align 4
  %118 = load float, ptr %17, align 4
  %119 = sext i32 %26 to i64
  %120 = getelementptr float, ptr %8, i64 %119
  store float %118, ptr %120, align 4
  %121 = load float, ptr %16, align 4
  %122 = sext i32 %26 to i64
  %123 = getelementptr float, ptr %9, i64 %122
  store float %121, ptr %123, align 4
  %124 = add nuw nsw i32 %26, 1
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
  call void @fulgur_cpuFusion24_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %2, i64 %3)
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
@fulgur_host_inputs = private constant [2 x i32] [i32 32, i32 2]
@fulgur_host_outputs = private constant [1 x i32] [i32 34]
@fulgur_host_proxies.2 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.3 = private constant [1 x i32] [i32 33]
@fulgur_host_outputs.4 = private constant [1 x i32] [i32 35]
@fulgur_host_proxies.5 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.6 = private constant [1 x i32] [i32 23]
@fulgur_host_outputs.7 = private constant [1 x i32] [i32 36]
@fulgur_host_proxies.8 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.9 = private constant [2 x i32] [i32 35, i32 36]
@fulgur_host_outputs.10 = private constant [1 x i32] [i32 37]
@fulgur_host_shape.11 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.12 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.13 = private constant [2 x i32] [i32 39, i32 8]
@fulgur_host_outputs.14 = private constant [1 x i32] [i32 42]
@fulgur_host_shape.15 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.16 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.17 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.18 = private constant [1 x i32] [i32 43]
@fulgur_host_outputs.19 = private constant [1 x i32] [i32 45]
@fulgur_host_shape.20 = private constant [2 x i64] [i64 32, i64 128]
@fulgur_host_proxies.21 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.22 = private constant [2 x i32] [i32 45, i32 46]
@fulgur_host_outputs.23 = private constant [1 x i32] [i32 47]
@fulgur_host_shape.24 = private constant [3 x i64] [i64 2, i64 16, i64 128]
@fulgur_host_shape.25 = private constant [2 x i64] [i64 32, i64 128]
@fulgur_host_shape.26 = private constant [1 x i64] [i64 128]
@fulgur_host_proxies.27 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.28 = private constant [2 x i32] [i32 48, i32 7]
@fulgur_host_outputs.29 = private constant [1 x i32] [i32 51]
@fulgur_host_proxies.30 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.31 = private constant [1 x i32] [i32 49]
@fulgur_host_outputs.32 = private constant [1 x i32] [i32 52]
@fulgur_host_proxies.33 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.34 = private constant [1 x i32] [i32 20]
@fulgur_host_outputs.35 = private constant [1 x i32] [i32 53]
@fulgur_host_proxies.36 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.37 = private constant [2 x i32] [i32 52, i32 53]
@fulgur_host_outputs.38 = private constant [1 x i32] [i32 54]
@fulgur_host_shape.39 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.40 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.41 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.42 = private constant [2 x i32] [i32 55, i32 5]
@fulgur_host_outputs.43 = private constant [1 x i32] [i32 57]
@fulgur_host_shape.44 = private constant [2 x i64] [i64 32, i64 32]
@fulgur_host_shape.45 = private constant [1 x i64] [i64 32]
@fulgur_host_proxies.46 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.47 = private constant [1 x i32] [i32 58]
@fulgur_host_outputs.48 = private constant [1 x i32] [i32 60]
@fulgur_host_proxies.49 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.50 = private constant [1 x i32] [i32 18]
@fulgur_host_outputs.51 = private constant [1 x i32] [i32 61]
@fulgur_host_proxies.52 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.53 = private constant [1 x i32] [i32 61]
@fulgur_host_outputs.54 = private constant [1 x i32] [i32 62]
@fulgur_host_proxies.55 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.56 = private constant [1 x i32] [i32 62]
@fulgur_host_outputs.57 = private constant [1 x i32] [i32 63]
@fulgur_host_proxies.58 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.59 = private constant [2 x i32] [i32 60, i32 63]
@fulgur_host_outputs.60 = private constant [1 x i32] [i32 64]
@fulgur_host_proxies.61 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.62 = private constant [1 x i32] [i32 57]
@fulgur_host_outputs.63 = private constant [1 x i32] [i32 65]
@fulgur_host_proxies.64 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.65 = private constant [1 x i32] [i32 65]
@fulgur_host_outputs.66 = private constant [1 x i32] [i32 66]
@fulgur_host_proxies.67 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.68 = private constant [1 x i32] [i32 14]
@fulgur_host_outputs.69 = private constant [1 x i32] [i32 67]
@fulgur_host_proxies.70 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.71 = private constant [1 x i32] [i32 67]
@fulgur_host_outputs.72 = private constant [1 x i32] [i32 68]
@fulgur_host_proxies.73 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.74 = private constant [1 x i32] [i32 68]
@fulgur_host_outputs.75 = private constant [1 x i32] [i32 69]
@fulgur_host_proxies.76 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.77 = private constant [2 x i32] [i32 66, i32 69]
@fulgur_host_outputs.78 = private constant [1 x i32] [i32 70]
@fulgur_host_shape.79 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.80 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.81 = private constant [2 x i32] [i32 74, i32 66]
@fulgur_host_outputs.82 = private constant [1 x i32] [i32 79]
@fulgur_host_shape.83 = private constant [4 x i64] [i64 2, i64 4, i64 16, i64 16]
@fulgur_host_proxies.84 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.85 = private constant [1 x i32] [i32 13]
@fulgur_host_outputs.86 = private constant [1 x i32] [i32 85]
@fulgur_host_proxies.87 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.88 = private constant [1 x i32] [i32 85]
@fulgur_host_outputs.89 = private constant [1 x i32] [i32 86]
@fulgur_host_proxies.90 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.91 = private constant [1 x i32] [i32 86]
@fulgur_host_outputs.92 = private constant [1 x i32] [i32 87]
@fulgur_host_proxies.93 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.94 = private constant [1 x i32] [i32 87]
@fulgur_host_outputs.95 = private constant [1 x i32] [i32 88]
@fulgur_host_proxies.96 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.97 = private constant [2 x i32] [i32 84, i32 88]
@fulgur_host_outputs.98 = private constant [1 x i32] [i32 89]
@fulgur_host_proxies.99 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.100 = private constant [1 x i32] [i32 12]
@fulgur_host_outputs.101 = private constant [1 x i32] [i32 90]
@fulgur_host_proxies.102 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.103 = private constant [1 x i32] [i32 90]
@fulgur_host_outputs.104 = private constant [1 x i32] [i32 91]
@fulgur_host_proxies.105 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.106 = private constant [1 x i32] [i32 91]
@fulgur_host_outputs.107 = private constant [1 x i32] [i32 92]
@fulgur_host_proxies.108 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.109 = private constant [2 x i32] [i32 92, i32 84]
@fulgur_host_outputs.110 = private constant [1 x i32] [i32 93]
@fulgur_host_proxies.111 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.112 = private constant [1 x i32] [i32 79]
@fulgur_host_outputs.113 = private constant [1 x i32] [i32 94]
@fulgur_host_proxies.114 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.115 = private constant [1 x i32] [i32 94]
@fulgur_host_outputs.116 = private constant [1 x i32] [i32 95]
@fulgur_host_shape.117 = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_proxies.118 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.119 = private constant [2 x i32] [i32 96, i32 95]
@fulgur_host_outputs.120 = private constant [1 x i32] [i32 97]
@fulgur_host_proxies.121 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.122 = private constant [1 x i32] [i32 93]
@fulgur_host_outputs.123 = private constant [1 x i32] [i32 98]
@fulgur_host_proxies.124 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.125 = private constant [1 x i32] [i32 98]
@fulgur_host_outputs.126 = private constant [1 x i32] [i32 99]
@fulgur_host_proxies.127 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.128 = private constant [1 x i32] [i32 99]
@fulgur_host_outputs.129 = private constant [1 x i32] [i32 100]
@fulgur_host_shape.130 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_shape.131 = private constant [3 x i64] [i64 2, i64 16, i64 32]
@fulgur_host_proxies.132 = private constant [3 x i64] [i64 ADDRESS, i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.133 = private constant [3 x i32] [i32 101, i32 100, i32 102]
@fulgur_host_outputs.134 = private constant [1 x i32] [i32 103]
@fulgur_host_proxies.135 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.136 = private constant [1 x i32] [i32 89]
@fulgur_host_outputs.137 = private constant [1 x i32] [i32 104]
@fulgur_host_proxies.138 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.139 = private constant [1 x i32] [i32 104]
@fulgur_host_outputs.140 = private constant [1 x i32] [i32 105]
@fulgur_host_shape.141 = private constant [3 x i64] [i64 2, i64 16, i64 64]
@fulgur_host_proxies.142 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.143 = private constant [2 x i32] [i32 105, i32 106]
@fulgur_host_outputs.144 = private constant [1 x i32] [i32 107]
@fulgur_host_shape.145 = private constant [3 x i64] [i64 2, i64 16, i64 96]
@fulgur_host_shape.146 = private constant [2 x i64] [i64 32, i64 96]
@fulgur_host_shape.147 = private constant [1 x i64] [i64 96]
@fulgur_host_proxies.148 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.149 = private constant [2 x i32] [i32 108, i32 4]
@fulgur_host_outputs.150 = private constant [1 x i32] [i32 111]
@fulgur_host_proxies.151 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.152 = private constant [1 x i32] [i32 109]
@fulgur_host_outputs.153 = private constant [1 x i32] [i32 112]
@fulgur_host_proxies.154 = private constant [1 x i64] [i64 ADDRESS]
@fulgur_host_inputs.155 = private constant [1 x i32] [i32 11]
@fulgur_host_outputs.156 = private constant [1 x i32] [i32 113]
@fulgur_host_proxies.157 = private constant [2 x i64] [i64 ADDRESS, i64 ADDRESS]
@fulgur_host_inputs.158 = private constant [2 x i32] [i32 112, i32 113]
@fulgur_host_outputs.159 = private constant [1 x i32] [i32 114]
@fulgur_host_shape.160 = private constant [2 x i64] [i64 16, i64 32]
@fulgur_host_shape.161 = private constant [2 x i64] [i64 64, i64 32]
@fulgur_host_shape.162 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.163 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.164 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.165 = private constant [1 x i64] [i64 32]
@fulgur_host_shape.166 = private constant [1 x i64] [i64 32]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [12 x ptr], align 8
  %4 = alloca [12 x i64], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 24)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 24)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = getelementptr i8, ptr %18, i64 0
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %24, align 8
  %25 = call i64 @fulgur_rt_stride(ptr %0, i32 24, i32 0)
  %26 = getelementptr i64, ptr %4, i64 2
  store i64 %25, ptr %26, align 8
  %27 = call i64 @fulgur_rt_stride(ptr %0, i32 24, i32 1)
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 25)
  %49 = call ptr @fulgur_rt_data(ptr %0, i32 25)
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
  call void @fulgur_rt_allocate(ptr %0, i32 32, i32 1, i32 3, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 33, i32 1, i32 2, ptr @fulgur_host_shape.1)
  %62 = getelementptr i8, ptr %18, i64 8512
  %63 = getelementptr ptr, ptr %3, i64 0
  store ptr %62, ptr %63, align 8
  %64 = getelementptr i8, ptr %18, i64 0
  %65 = getelementptr ptr, ptr %3, i64 1
  store ptr %64, ptr %65, align 8
  %66 = getelementptr i8, ptr %18, i64 24896
  %67 = getelementptr ptr, ptr %3, i64 2
  store ptr %66, ptr %67, align 8
  %68 = call ptr @fulgur_rt_data(ptr %0, i32 32)
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
  %83 = call ptr @fulgur_rt_data(ptr %0, i32 33)
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
  call void @fulgur_rt_free(ptr %0, i32 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.2, ptr @fulgur_host_inputs.3, i32 1, ptr @fulgur_host_outputs.4, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 33)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.5, ptr @fulgur_host_inputs.6, i32 1, ptr @fulgur_host_outputs.7, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.8, ptr @fulgur_host_inputs.9, i32 2, ptr @fulgur_host_outputs.10, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 35)
  call void @fulgur_rt_free(ptr %0, i32 36)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 10)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 19)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 22)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 9)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 34)
  call void @fulgur_rt_allocate(ptr %0, i32 39, i32 1, i32 3, ptr @fulgur_host_shape.11)
  %90 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %91 = getelementptr ptr, ptr %3, i64 0
  store ptr %90, ptr %91, align 8
  %92 = call ptr @fulgur_rt_data(ptr %0, i32 19)
  %93 = getelementptr ptr, ptr %3, i64 1
  store ptr %92, ptr %93, align 8
  %94 = call ptr @fulgur_rt_data(ptr %0, i32 22)
  %95 = getelementptr ptr, ptr %3, i64 2
  store ptr %94, ptr %95, align 8
  %96 = call ptr @fulgur_rt_data(ptr %0, i32 9)
  %97 = getelementptr ptr, ptr %3, i64 3
  store ptr %96, ptr %97, align 8
  %98 = call ptr @fulgur_rt_data(ptr %0, i32 34)
  %99 = getelementptr ptr, ptr %3, i64 4
  store ptr %98, ptr %99, align 8
  %100 = getelementptr i8, ptr %18, i64 0
  %101 = getelementptr ptr, ptr %3, i64 5
  store ptr %100, ptr %101, align 8
  %102 = call ptr @fulgur_rt_data(ptr %0, i32 39)
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
  call void @fulgur_rt_allocate(ptr %0, i32 43, i32 1, i32 2, ptr @fulgur_host_shape.15)
  call void @fulgur_rt_allocate(ptr %0, i32 44, i32 1, i32 1, ptr @fulgur_host_shape.16)
  %111 = call ptr @fulgur_rt_data(ptr %0, i32 39)
  %112 = getelementptr ptr, ptr %3, i64 0
  store ptr %111, ptr %112, align 8
  %113 = call ptr @fulgur_rt_data(ptr %0, i32 43)
  %114 = getelementptr ptr, ptr %3, i64 1
  store ptr %113, ptr %114, align 8
  %115 = call ptr @fulgur_rt_data(ptr %0, i32 44)
  %116 = getelementptr ptr, ptr %3, i64 2
  store ptr %115, ptr %116, align 8
  %117 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %117, align 8
  %118 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %118, align 8
  %119 = call i64 @fulgur_rt_stride(ptr %0, i32 39, i32 0)
  %120 = getelementptr i64, ptr %4, i64 2
  store i64 %119, ptr %120, align 8
  %121 = call i64 @fulgur_rt_stride(ptr %0, i32 39, i32 1)
  %122 = getelementptr i64, ptr %4, i64 3
  store i64 %121, ptr %122, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.17, ptr @fulgur_host_inputs.18, i32 1, ptr @fulgur_host_outputs.19, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 43)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 21)
  call void @fulgur_rt_allocate(ptr %0, i32 46, i32 1, i32 2, ptr @fulgur_host_shape.20)
  %123 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %124 = getelementptr ptr, ptr %3, i64 0
  store ptr %123, ptr %124, align 8
  %125 = call ptr @fulgur_rt_data(ptr %0, i32 46)
  %126 = getelementptr ptr, ptr %3, i64 1
  store ptr %125, ptr %126, align 8
  %127 = getelementptr i64, ptr %4, i64 0
  store i64 4096, ptr %127, align 8
  %128 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %128, align 8
  %129 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %129, align 8
  %130 = call i64 @fulgur_rt_stride(ptr %0, i32 21, i32 0)
  %131 = getelementptr i64, ptr %4, i64 3
  store i64 %130, ptr %131, align 8
  %132 = call i64 @fulgur_rt_stride(ptr %0, i32 21, i32 1)
  %133 = getelementptr i64, ptr %4, i64 4
  store i64 %132, ptr %133, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.21, ptr @fulgur_host_inputs.22, i32 2, ptr @fulgur_host_outputs.23, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 45)
  call void @fulgur_rt_free(ptr %0, i32 46)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 42)
  call void @fulgur_rt_allocate(ptr %0, i32 48, i32 1, i32 3, ptr @fulgur_host_shape.24)
  call void @fulgur_rt_allocate(ptr %0, i32 49, i32 1, i32 2, ptr @fulgur_host_shape.25)
  call void @fulgur_rt_allocate(ptr %0, i32 50, i32 1, i32 1, ptr @fulgur_host_shape.26)
  %134 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %135 = getelementptr ptr, ptr %3, i64 0
  store ptr %134, ptr %135, align 8
  %136 = call ptr @fulgur_rt_data(ptr %0, i32 42)
  %137 = getelementptr ptr, ptr %3, i64 1
  store ptr %136, ptr %137, align 8
  %138 = call ptr @fulgur_rt_data(ptr %0, i32 49)
  %139 = getelementptr ptr, ptr %3, i64 2
  store ptr %138, ptr %139, align 8
  %140 = call ptr @fulgur_rt_data(ptr %0, i32 50)
  %141 = getelementptr ptr, ptr %3, i64 3
  store ptr %140, ptr %141, align 8
  %142 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %142, align 8
  %143 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %143, align 8
  %144 = call i64 @fulgur_rt_stride(ptr %0, i32 42, i32 0)
  %145 = getelementptr i64, ptr %4, i64 2
  store i64 %144, ptr %145, align 8
  %146 = call i64 @fulgur_rt_stride(ptr %0, i32 42, i32 1)
  %147 = getelementptr i64, ptr %4, i64 3
  store i64 %146, ptr %147, align 8
  %148 = call i64 @fulgur_rt_stride(ptr %0, i32 21, i32 0)
  %149 = getelementptr i64, ptr %4, i64 4
  store i64 %148, ptr %149, align 8
  %150 = call i64 @fulgur_rt_stride(ptr %0, i32 21, i32 1)
  %151 = getelementptr i64, ptr %4, i64 5
  store i64 %150, ptr %151, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %152 = call ptr @fulgur_rt_data(ptr %0, i32 21)
  %153 = getelementptr ptr, ptr %3, i64 0
  store ptr %152, ptr %153, align 8
  %154 = call ptr @fulgur_rt_data(ptr %0, i32 42)
  %155 = getelementptr ptr, ptr %3, i64 1
  store ptr %154, ptr %155, align 8
  %156 = call ptr @fulgur_rt_data(ptr %0, i32 48)
  %157 = getelementptr ptr, ptr %3, i64 2
  store ptr %156, ptr %157, align 8
  %158 = getelementptr i64, ptr %4, i64 0
  store i64 4096, ptr %158, align 8
  %159 = getelementptr i64, ptr %4, i64 1
  store i64 2048, ptr %159, align 8
  %160 = getelementptr i64, ptr %4, i64 2
  store i64 128, ptr %160, align 8
  %161 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %161, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 4096)
  call void @fulgur_rt_free(ptr %0, i32 42)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.27, ptr @fulgur_host_inputs.28, i32 2, ptr @fulgur_host_outputs.29, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 48)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.30, ptr @fulgur_host_inputs.31, i32 1, ptr @fulgur_host_outputs.32, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 49)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.33, ptr @fulgur_host_inputs.34, i32 1, ptr @fulgur_host_outputs.35, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.36, ptr @fulgur_host_inputs.37, i32 2, ptr @fulgur_host_outputs.38, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 52)
  call void @fulgur_rt_free(ptr %0, i32 53)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 6)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 51)
  call void @fulgur_rt_allocate(ptr %0, i32 55, i32 1, i32 3, ptr @fulgur_host_shape.39)
  %162 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %163 = getelementptr ptr, ptr %3, i64 0
  store ptr %162, ptr %163, align 8
  %164 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %165 = getelementptr ptr, ptr %3, i64 1
  store ptr %164, ptr %165, align 8
  %166 = getelementptr i8, ptr %18, i64 4096
  %167 = getelementptr ptr, ptr %3, i64 2
  store ptr %166, ptr %167, align 8
  %168 = getelementptr i8, ptr %18, i64 8192
  %169 = getelementptr ptr, ptr %3, i64 3
  store ptr %168, ptr %169, align 8
  %170 = call ptr @fulgur_rt_data(ptr %0, i32 39)
  %171 = getelementptr ptr, ptr %3, i64 4
  store ptr %170, ptr %171, align 8
  %172 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %173 = getelementptr ptr, ptr %3, i64 5
  store ptr %172, ptr %173, align 8
  %174 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %174, align 8
  %175 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %175, align 8
  %176 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %176, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 39)
  call void @fulgur_rt_allocate(ptr %0, i32 56, i32 1, i32 1, ptr @fulgur_host_shape.40)
  %177 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %178 = getelementptr ptr, ptr %3, i64 0
  store ptr %177, ptr %178, align 8
  %179 = getelementptr i8, ptr %18, i64 4096
  %180 = getelementptr ptr, ptr %3, i64 1
  store ptr %179, ptr %180, align 8
  %181 = call ptr @fulgur_rt_data(ptr %0, i32 56)
  %182 = getelementptr ptr, ptr %3, i64 2
  store ptr %181, ptr %182, align 8
  %183 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %183, align 8
  %184 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %184, align 8
  %185 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %185, align 8
  %186 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %186, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.41, ptr @fulgur_host_inputs.42, i32 2, ptr @fulgur_host_outputs.43, i32 1)
  call void @fulgur_rt_allocate(ptr %0, i32 58, i32 1, i32 2, ptr @fulgur_host_shape.44)
  call void @fulgur_rt_allocate(ptr %0, i32 59, i32 1, i32 1, ptr @fulgur_host_shape.45)
  %187 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %188 = getelementptr ptr, ptr %3, i64 0
  store ptr %187, ptr %188, align 8
  %189 = call ptr @fulgur_rt_data(ptr %0, i32 58)
  %190 = getelementptr ptr, ptr %3, i64 1
  store ptr %189, ptr %190, align 8
  %191 = call ptr @fulgur_rt_data(ptr %0, i32 59)
  %192 = getelementptr ptr, ptr %3, i64 2
  store ptr %191, ptr %192, align 8
  %193 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %193, align 8
  %194 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %194, align 8
  %195 = call i64 @fulgur_rt_stride(ptr %0, i32 55, i32 0)
  %196 = getelementptr i64, ptr %4, i64 2
  store i64 %195, ptr %196, align 8
  %197 = call i64 @fulgur_rt_stride(ptr %0, i32 55, i32 1)
  %198 = getelementptr i64, ptr %4, i64 3
  store i64 %197, ptr %198, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.46, ptr @fulgur_host_inputs.47, i32 1, ptr @fulgur_host_outputs.48, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 58)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.49, ptr @fulgur_host_inputs.50, i32 1, ptr @fulgur_host_outputs.51, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.52, ptr @fulgur_host_inputs.53, i32 1, ptr @fulgur_host_outputs.54, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 61)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.55, ptr @fulgur_host_inputs.56, i32 1, ptr @fulgur_host_outputs.57, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 62)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.58, ptr @fulgur_host_inputs.59, i32 2, ptr @fulgur_host_outputs.60, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 60)
  call void @fulgur_rt_free(ptr %0, i32 63)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.61, ptr @fulgur_host_inputs.62, i32 1, ptr @fulgur_host_outputs.63, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 57)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.64, ptr @fulgur_host_inputs.65, i32 1, ptr @fulgur_host_outputs.66, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 65)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.67, ptr @fulgur_host_inputs.68, i32 1, ptr @fulgur_host_outputs.69, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.70, ptr @fulgur_host_inputs.71, i32 1, ptr @fulgur_host_outputs.72, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 67)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.73, ptr @fulgur_host_inputs.74, i32 1, ptr @fulgur_host_outputs.75, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 68)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.76, ptr @fulgur_host_inputs.77, i32 2, ptr @fulgur_host_outputs.78, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 69)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 15)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 16)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 17)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 70)
  call void @fulgur_rt_allocate(ptr %0, i32 74, i32 1, i32 4, ptr @fulgur_host_shape.79)
  %199 = call ptr @fulgur_rt_data(ptr %0, i32 15)
  %200 = getelementptr ptr, ptr %3, i64 0
  store ptr %199, ptr %200, align 8
  %201 = call ptr @fulgur_rt_data(ptr %0, i32 16)
  %202 = getelementptr ptr, ptr %3, i64 1
  store ptr %201, ptr %202, align 8
  %203 = call ptr @fulgur_rt_data(ptr %0, i32 17)
  %204 = getelementptr ptr, ptr %3, i64 2
  store ptr %203, ptr %204, align 8
  %205 = call ptr @fulgur_rt_data(ptr %0, i32 70)
  %206 = getelementptr ptr, ptr %3, i64 3
  store ptr %205, ptr %206, align 8
  %207 = getelementptr i8, ptr %18, i64 4096
  %208 = getelementptr ptr, ptr %3, i64 4
  store ptr %207, ptr %208, align 8
  %209 = getelementptr i8, ptr %18, i64 6272
  %210 = getelementptr ptr, ptr %3, i64 5
  store ptr %209, ptr %210, align 8
  %211 = call ptr @fulgur_rt_data(ptr %0, i32 74)
  %212 = getelementptr ptr, ptr %3, i64 6
  store ptr %211, ptr %212, align 8
  %213 = getelementptr i8, ptr %18, i64 14464
  %214 = getelementptr ptr, ptr %3, i64 7
  store ptr %213, ptr %214, align 8
  %215 = getelementptr i8, ptr %18, i64 23168
  %216 = getelementptr ptr, ptr %3, i64 8
  store ptr %215, ptr %216, align 8
  %217 = getelementptr i8, ptr %18, i64 31360
  %218 = getelementptr ptr, ptr %3, i64 9
  store ptr %217, ptr %218, align 8
  %219 = getelementptr i8, ptr %18, i64 6144
  %220 = getelementptr ptr, ptr %3, i64 10
  store ptr %219, ptr %220, align 8
  %221 = getelementptr i8, ptr %18, i64 22656
  %222 = getelementptr ptr, ptr %3, i64 11
  store ptr %221, ptr %222, align 8
  %223 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %223, align 8
  %224 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %224, align 8
  %225 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %225, align 8
  %226 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %226, align 8
  %227 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %227, align 8
  %228 = call i64 @fulgur_rt_stride(ptr %0, i32 16, i32 0)
  %229 = getelementptr i64, ptr %4, i64 5
  store i64 %228, ptr %229, align 8
  %230 = call i64 @fulgur_rt_stride(ptr %0, i32 16, i32 1)
  %231 = getelementptr i64, ptr %4, i64 6
  store i64 %230, ptr %231, align 8
  %232 = call i64 @fulgur_rt_stride(ptr %0, i32 17, i32 0)
  %233 = getelementptr i64, ptr %4, i64 7
  store i64 %232, ptr %233, align 8
  %234 = call i64 @fulgur_rt_stride(ptr %0, i32 17, i32 1)
  %235 = getelementptr i64, ptr %4, i64 8
  store i64 %234, ptr %235, align 8
  %236 = call i64 @fulgur_rt_stride(ptr %0, i32 15, i32 0)
  %237 = getelementptr i64, ptr %4, i64 9
  store i64 %236, ptr %237, align 8
  %238 = call i64 @fulgur_rt_stride(ptr %0, i32 15, i32 1)
  %239 = getelementptr i64, ptr %4, i64 10
  store i64 %238, ptr %239, align 8
  %240 = call i64 @fulgur_rt_stride(ptr %0, i32 15, i32 2)
  %241 = getelementptr i64, ptr %4, i64 11
  store i64 %240, ptr %241, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_free(ptr %0, i32 70)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.80, ptr @fulgur_host_inputs.81, i32 2, ptr @fulgur_host_outputs.82, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 66)
  call void @fulgur_rt_free(ptr %0, i32 74)
  %242 = getelementptr i8, ptr %18, i64 22656
  %243 = getelementptr ptr, ptr %3, i64 0
  store ptr %242, ptr %243, align 8
  %244 = getelementptr i8, ptr %18, i64 39552
  %245 = getelementptr ptr, ptr %3, i64 1
  store ptr %244, ptr %245, align 8
  %246 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %246, align 8
  %247 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %247, align 8
  %248 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %248, align 8
  %249 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %249, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %250 = getelementptr i8, ptr %18, i64 39552
  %251 = getelementptr ptr, ptr %3, i64 0
  store ptr %250, ptr %251, align 8
  %252 = getelementptr i8, ptr %18, i64 14464
  %253 = getelementptr ptr, ptr %3, i64 1
  store ptr %252, ptr %253, align 8
  %254 = getelementptr i8, ptr %18, i64 6272
  %255 = getelementptr ptr, ptr %3, i64 2
  store ptr %254, ptr %255, align 8
  %256 = getelementptr i8, ptr %18, i64 6144
  %257 = getelementptr ptr, ptr %3, i64 3
  store ptr %256, ptr %257, align 8
  %258 = getelementptr i8, ptr %18, i64 40064
  %259 = getelementptr ptr, ptr %3, i64 4
  store ptr %258, ptr %259, align 8
  %260 = getelementptr i8, ptr %18, i64 22656
  %261 = getelementptr ptr, ptr %3, i64 5
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
  %267 = getelementptr i64, ptr %4, i64 5
  store i64 64, ptr %267, align 8
  %268 = getelementptr i64, ptr %4, i64 6
  store i64 16, ptr %268, align 8
  %269 = getelementptr i64, ptr %4, i64 7
  store i64 64, ptr %269, align 8
  %270 = getelementptr i64, ptr %4, i64 8
  store i64 16, ptr %270, align 8
  %271 = getelementptr i64, ptr %4, i64 9
  store i64 1, ptr %271, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  %272 = getelementptr i8, ptr %18, i64 22656
  %273 = getelementptr ptr, ptr %3, i64 0
  store ptr %272, ptr %273, align 8
  %274 = getelementptr i8, ptr %18, i64 6144
  %275 = getelementptr ptr, ptr %3, i64 1
  store ptr %274, ptr %275, align 8
  %276 = getelementptr i64, ptr %4, i64 0
  store i64 128, ptr %276, align 8
  %277 = getelementptr i64, ptr %4, i64 1
  store i64 64, ptr %277, align 8
  %278 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %278, align 8
  %279 = getelementptr i64, ptr %4, i64 3
  store i64 4, ptr %279, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_allocate(ptr %0, i32 84, i32 1, i32 4, ptr @fulgur_host_shape.83)
  %280 = getelementptr i8, ptr %18, i64 6144
  %281 = getelementptr ptr, ptr %3, i64 0
  store ptr %280, ptr %281, align 8
  %282 = getelementptr i8, ptr %18, i64 23168
  %283 = getelementptr ptr, ptr %3, i64 1
  store ptr %282, ptr %283, align 8
  %284 = getelementptr i8, ptr %18, i64 31360
  %285 = getelementptr ptr, ptr %3, i64 2
  store ptr %284, ptr %285, align 8
  %286 = getelementptr i8, ptr %18, i64 40064
  %287 = getelementptr ptr, ptr %3, i64 3
  store ptr %286, ptr %287, align 8
  %288 = getelementptr i8, ptr %18, i64 4096
  %289 = getelementptr ptr, ptr %3, i64 4
  store ptr %288, ptr %289, align 8
  %290 = call ptr @fulgur_rt_data(ptr %0, i32 84)
  %291 = getelementptr ptr, ptr %3, i64 5
  store ptr %290, ptr %291, align 8
  %292 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %292, align 8
  %293 = getelementptr i64, ptr %4, i64 1
  store i64 128, ptr %293, align 8
  %294 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %294, align 8
  %295 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %295, align 8
  %296 = getelementptr i64, ptr %4, i64 4
  store i64 4, ptr %296, align 8
  %297 = getelementptr i64, ptr %4, i64 5
  store i64 16, ptr %297, align 8
  %298 = getelementptr i64, ptr %4, i64 6
  store i64 64, ptr %298, align 8
  %299 = getelementptr i64, ptr %4, i64 7
  store i64 16, ptr %299, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 128)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.84, ptr @fulgur_host_inputs.85, i32 1, ptr @fulgur_host_outputs.86, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.87, ptr @fulgur_host_inputs.88, i32 1, ptr @fulgur_host_outputs.89, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 85)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.90, ptr @fulgur_host_inputs.91, i32 1, ptr @fulgur_host_outputs.92, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 86)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.93, ptr @fulgur_host_inputs.94, i32 1, ptr @fulgur_host_outputs.95, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 87)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.96, ptr @fulgur_host_inputs.97, i32 2, ptr @fulgur_host_outputs.98, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 88)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.99, ptr @fulgur_host_inputs.100, i32 1, ptr @fulgur_host_outputs.101, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.102, ptr @fulgur_host_inputs.103, i32 1, ptr @fulgur_host_outputs.104, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 90)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.105, ptr @fulgur_host_inputs.106, i32 1, ptr @fulgur_host_outputs.107, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 91)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.108, ptr @fulgur_host_inputs.109, i32 2, ptr @fulgur_host_outputs.110, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 84)
  call void @fulgur_rt_free(ptr %0, i32 92)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.111, ptr @fulgur_host_inputs.112, i32 1, ptr @fulgur_host_outputs.113, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 79)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.114, ptr @fulgur_host_inputs.115, i32 1, ptr @fulgur_host_outputs.116, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 94)
  call void @fulgur_rt_allocate(ptr %0, i32 96, i32 1, i32 3, ptr @fulgur_host_shape.117)
  %300 = call ptr @fulgur_rt_data(ptr %0, i32 96)
  %301 = getelementptr ptr, ptr %3, i64 0
  store ptr %300, ptr %301, align 8
  %302 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %302, align 8
  %303 = getelementptr i64, ptr %4, i64 1
  store i64 1024, ptr %303, align 8
  %304 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %304, align 8
  %305 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %305, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.118, ptr @fulgur_host_inputs.119, i32 2, ptr @fulgur_host_outputs.120, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 95)
  call void @fulgur_rt_free(ptr %0, i32 96)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.121, ptr @fulgur_host_inputs.122, i32 1, ptr @fulgur_host_outputs.123, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 93)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.124, ptr @fulgur_host_inputs.125, i32 1, ptr @fulgur_host_outputs.126, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 98)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.127, ptr @fulgur_host_inputs.128, i32 1, ptr @fulgur_host_outputs.129, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 99)
  call void @fulgur_rt_allocate(ptr %0, i32 101, i32 1, i32 3, ptr @fulgur_host_shape.130)
  call void @fulgur_rt_allocate(ptr %0, i32 102, i32 1, i32 3, ptr @fulgur_host_shape.131)
  %306 = call ptr @fulgur_rt_data(ptr %0, i32 101)
  %307 = getelementptr ptr, ptr %3, i64 0
  store ptr %306, ptr %307, align 8
  %308 = call ptr @fulgur_rt_data(ptr %0, i32 102)
  %309 = getelementptr ptr, ptr %3, i64 1
  store ptr %308, ptr %309, align 8
  %310 = getelementptr i64, ptr %4, i64 0
  store i64 1024, ptr %310, align 8
  %311 = getelementptr i64, ptr %4, i64 1
  store i64 512, ptr %311, align 8
  %312 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %312, align 8
  %313 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %313, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1024)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.132, ptr @fulgur_host_inputs.133, i32 3, ptr @fulgur_host_outputs.134, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 100)
  call void @fulgur_rt_free(ptr %0, i32 101)
  call void @fulgur_rt_free(ptr %0, i32 102)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.135, ptr @fulgur_host_inputs.136, i32 1, ptr @fulgur_host_outputs.137, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 89)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.138, ptr @fulgur_host_inputs.139, i32 1, ptr @fulgur_host_outputs.140, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 104)
  call void @fulgur_rt_allocate(ptr %0, i32 106, i32 1, i32 3, ptr @fulgur_host_shape.141)
  %314 = call ptr @fulgur_rt_data(ptr %0, i32 106)
  %315 = getelementptr ptr, ptr %3, i64 0
  store ptr %314, ptr %315, align 8
  %316 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %316, align 8
  %317 = getelementptr i64, ptr %4, i64 1
  store i64 1024, ptr %317, align 8
  %318 = getelementptr i64, ptr %4, i64 2
  store i64 64, ptr %318, align 8
  %319 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %319, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 2048)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.142, ptr @fulgur_host_inputs.143, i32 2, ptr @fulgur_host_outputs.144, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 105)
  call void @fulgur_rt_free(ptr %0, i32 106)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 97)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 103)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 107)
  call void @fulgur_rt_allocate(ptr %0, i32 108, i32 1, i32 3, ptr @fulgur_host_shape.145)
  call void @fulgur_rt_allocate(ptr %0, i32 109, i32 1, i32 2, ptr @fulgur_host_shape.146)
  call void @fulgur_rt_allocate(ptr %0, i32 110, i32 1, i32 1, ptr @fulgur_host_shape.147)
  %320 = call ptr @fulgur_rt_data(ptr %0, i32 97)
  %321 = getelementptr ptr, ptr %3, i64 0
  store ptr %320, ptr %321, align 8
  %322 = call ptr @fulgur_rt_data(ptr %0, i32 103)
  %323 = getelementptr ptr, ptr %3, i64 1
  store ptr %322, ptr %323, align 8
  %324 = call ptr @fulgur_rt_data(ptr %0, i32 107)
  %325 = getelementptr ptr, ptr %3, i64 2
  store ptr %324, ptr %325, align 8
  %326 = call ptr @fulgur_rt_data(ptr %0, i32 109)
  %327 = getelementptr ptr, ptr %3, i64 3
  store ptr %326, ptr %327, align 8
  %328 = call ptr @fulgur_rt_data(ptr %0, i32 110)
  %329 = getelementptr ptr, ptr %3, i64 4
  store ptr %328, ptr %329, align 8
  %330 = getelementptr i64, ptr %4, i64 0
  store i64 96, ptr %330, align 8
  %331 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %331, align 8
  %332 = call i64 @fulgur_rt_stride(ptr %0, i32 97, i32 0)
  %333 = getelementptr i64, ptr %4, i64 2
  store i64 %332, ptr %333, align 8
  %334 = call i64 @fulgur_rt_stride(ptr %0, i32 97, i32 1)
  %335 = getelementptr i64, ptr %4, i64 3
  store i64 %334, ptr %335, align 8
  %336 = call i64 @fulgur_rt_stride(ptr %0, i32 103, i32 0)
  %337 = getelementptr i64, ptr %4, i64 4
  store i64 %336, ptr %337, align 8
  %338 = call i64 @fulgur_rt_stride(ptr %0, i32 103, i32 1)
  %339 = getelementptr i64, ptr %4, i64 5
  store i64 %338, ptr %339, align 8
  %340 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 0)
  %341 = getelementptr i64, ptr %4, i64 6
  store i64 %340, ptr %341, align 8
  %342 = call i64 @fulgur_rt_stride(ptr %0, i32 107, i32 1)
  %343 = getelementptr i64, ptr %4, i64 7
  store i64 %342, ptr %343, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 96)
  %344 = call ptr @fulgur_rt_data(ptr %0, i32 97)
  %345 = getelementptr ptr, ptr %3, i64 0
  store ptr %344, ptr %345, align 8
  %346 = call ptr @fulgur_rt_data(ptr %0, i32 103)
  %347 = getelementptr ptr, ptr %3, i64 1
  store ptr %346, ptr %347, align 8
  %348 = call ptr @fulgur_rt_data(ptr %0, i32 107)
  %349 = getelementptr ptr, ptr %3, i64 2
  store ptr %348, ptr %349, align 8
  %350 = call ptr @fulgur_rt_data(ptr %0, i32 108)
  %351 = getelementptr ptr, ptr %3, i64 3
  store ptr %350, ptr %351, align 8
  %352 = getelementptr i64, ptr %4, i64 0
  store i64 3072, ptr %352, align 8
  %353 = getelementptr i64, ptr %4, i64 1
  store i64 1536, ptr %353, align 8
  %354 = getelementptr i64, ptr %4, i64 2
  store i64 96, ptr %354, align 8
  %355 = getelementptr i64, ptr %4, i64 3
  store i64 16, ptr %355, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 3072)
  call void @fulgur_rt_free(ptr %0, i32 97)
  call void @fulgur_rt_free(ptr %0, i32 103)
  call void @fulgur_rt_free(ptr %0, i32 107)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.148, ptr @fulgur_host_inputs.149, i32 2, ptr @fulgur_host_outputs.150, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 108)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.151, ptr @fulgur_host_inputs.152, i32 1, ptr @fulgur_host_outputs.153, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 109)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.154, ptr @fulgur_host_inputs.155, i32 1, ptr @fulgur_host_outputs.156, i32 1)
  call void @fulgur_rt_library_call(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr @fulgur_host_proxies.157, ptr @fulgur_host_inputs.158, i32 2, ptr @fulgur_host_outputs.159, i32 1)
  call void @fulgur_rt_free(ptr %0, i32 112)
  call void @fulgur_rt_free(ptr %0, i32 113)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 111)
  %356 = call ptr @fulgur_rt_data(ptr %0, i32 10)
  %357 = getelementptr ptr, ptr %3, i64 0
  store ptr %356, ptr %357, align 8
  %358 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %359 = getelementptr ptr, ptr %3, i64 1
  store ptr %358, ptr %359, align 8
  %360 = call ptr @fulgur_rt_data(ptr %0, i32 111)
  %361 = getelementptr ptr, ptr %3, i64 2
  store ptr %360, ptr %361, align 8
  %362 = call ptr @fulgur_rt_data(ptr %0, i32 55)
  %363 = getelementptr ptr, ptr %3, i64 3
  store ptr %362, ptr %363, align 8
  %364 = getelementptr i8, ptr %18, i64 4096
  %365 = getelementptr ptr, ptr %3, i64 4
  store ptr %364, ptr %365, align 8
  %366 = getelementptr i8, ptr %18, i64 8192
  %367 = getelementptr ptr, ptr %3, i64 5
  store ptr %366, ptr %367, align 8
  %368 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %368, align 8
  %369 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %369, align 8
  %370 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %370, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 55)
  %371 = getelementptr i8, ptr %18, i64 8192
  %372 = getelementptr ptr, ptr %3, i64 0
  store ptr %371, ptr %372, align 8
  %373 = getelementptr i8, ptr %18, i64 12288
  %374 = getelementptr ptr, ptr %3, i64 1
  store ptr %373, ptr %374, align 8
  %375 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %375, align 8
  %376 = getelementptr i64, ptr %4, i64 1
  store i64 2, ptr %376, align 8
  %377 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %377, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_allocate(ptr %0, i32 118, i32 1, i32 2, ptr @fulgur_host_shape.160)
  %378 = getelementptr i8, ptr %18, i64 12288
  %379 = getelementptr ptr, ptr %3, i64 0
  store ptr %378, ptr %379, align 8
  %380 = call ptr @fulgur_rt_data(ptr %0, i32 118)
  %381 = getelementptr ptr, ptr %3, i64 1
  store ptr %380, ptr %381, align 8
  %382 = getelementptr i64, ptr %4, i64 0
  store i64 512, ptr %382, align 8
  %383 = getelementptr i64, ptr %4, i64 1
  store i64 16, ptr %383, align 8
  %384 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %384, align 8
  %385 = getelementptr i64, ptr %4, i64 3
  store i64 32, ptr %385, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 512)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 37)
  call void @fulgur_rt_allocate(ptr %0, i32 119, i32 1, i32 2, ptr @fulgur_host_shape.161)
  %386 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %387 = getelementptr ptr, ptr %3, i64 0
  store ptr %386, ptr %387, align 8
  %388 = getelementptr i8, ptr %18, i64 8192
  %389 = getelementptr ptr, ptr %3, i64 1
  store ptr %388, ptr %389, align 8
  %390 = call ptr @fulgur_rt_data(ptr %0, i32 37)
  %391 = getelementptr ptr, ptr %3, i64 2
  store ptr %390, ptr %391, align 8
  %392 = call ptr @fulgur_rt_data(ptr %0, i32 119)
  %393 = getelementptr ptr, ptr %3, i64 3
  store ptr %392, ptr %393, align 8
  %394 = getelementptr i64, ptr %4, i64 0
  store i64 2048, ptr %394, align 8
  %395 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %395, align 8
  %396 = getelementptr i64, ptr %4, i64 2
  store i64 32, ptr %396, align 8
  %397 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %397, align 8
  %398 = getelementptr i64, ptr %4, i64 4
  store i64 32, ptr %398, align 8
  %399 = call i64 @fulgur_rt_stride(ptr %0, i32 0, i32 0)
  %400 = getelementptr i64, ptr %4, i64 5
  store i64 %399, ptr %400, align 8
  %401 = call i64 @fulgur_rt_stride(ptr %0, i32 37, i32 0)
  %402 = getelementptr i64, ptr %4, i64 6
  store i64 %401, ptr %402, align 8
  call void @fulgur_rt_launch(ptr %0, ptr inttoptr (i64 ADDRESS to ptr), ptr %3, ptr %4, i64 2048, i64 1024)
  call void @fulgur_rt_free(ptr %0, i32 37)
  call void @fulgur_rt_allocate(ptr %0, i32 120, i32 1, i32 1, ptr @fulgur_host_shape.162)
  call void @fulgur_rt_allocate(ptr %0, i32 121, i32 1, i32 1, ptr @fulgur_host_shape.163)
  call void @fulgur_rt_allocate(ptr %0, i32 122, i32 1, i32 1, ptr @fulgur_host_shape.164)
  call void @fulgur_rt_allocate(ptr %0, i32 123, i32 1, i32 1, ptr @fulgur_host_shape.165)
  call void @fulgur_rt_allocate(ptr %0, i32 124, i32 1, i32 1, ptr @fulgur_host_shape.166)
  %403 = call ptr @fulgur_rt_data(ptr %0, i32 34)
  %404 = getelementptr ptr, ptr %3, i64 0
  store ptr %403, ptr %404, align 8
  %405 = getelementptr i8, ptr %18, i64 0
  %406 = getelementptr ptr, ptr %3, i64 1
  store ptr %405, ptr %406, align 8
  %407 = call ptr @fulgur_rt_data(ptr %0, i32 51)
  %408 = getelementptr ptr, ptr %3, i64 2
  store ptr %407, ptr %408, align 8
  %409 = call ptr @fulgur_rt_data(ptr %0, i32 111)
  %410 = getelementptr ptr, ptr %3, i64 3
  store ptr %409, ptr %410, align 8
  %411 = getelementptr i8, ptr %18, i64 4096
  %412 = getelementptr ptr, ptr %3, i64 4
  store ptr %411, ptr %412, align 8
  %413 = call ptr @fulgur_rt_data(ptr %0, i32 120)
  %414 = getelementptr ptr, ptr %3, i64 5
  store ptr %413, ptr %414, align 8
  %415 = call ptr @fulgur_rt_data(ptr %0, i32 121)
  %416 = getelementptr ptr, ptr %3, i64 6
  store ptr %415, ptr %416, align 8
  %417 = call ptr @fulgur_rt_data(ptr %0, i32 122)
  %418 = getelementptr ptr, ptr %3, i64 7
  store ptr %417, ptr %418, align 8
  %419 = call ptr @fulgur_rt_data(ptr %0, i32 123)
  %420 = getelementptr ptr, ptr %3, i64 8
  store ptr %419, ptr %420, align 8
  %421 = call ptr @fulgur_rt_data(ptr %0, i32 124)
  %422 = getelementptr ptr, ptr %3, i64 9
  store ptr %421, ptr %422, align 8
  %423 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %423, align 8
  %424 = getelementptr i64, ptr %4, i64 1
  store i64 32, ptr %424, align 8
  %425 = getelementptr i64, ptr %4, i64 2
  store i64 16, ptr %425, align 8
  %426 = getelementptr i64, ptr %4, i64 3
  store i64 512, ptr %426, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_free(ptr %0, i32 34)
  call void @fulgur_rt_free(ptr %0, i32 51)
  call void @fulgur_rt_free(ptr %0, i32 111)
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
