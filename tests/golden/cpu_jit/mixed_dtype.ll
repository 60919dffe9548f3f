; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
entry:
  %11 = alloca float, align 4
  %12 = alloca [8 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %13 = trunc i64 %9 to i32
  %14 = call i32 @llvm.smax.i32(i32 0, i32 %13)
  %15 = trunc i64 %10 to i32
  %16 = call i32 @llvm.smin.i32(i32 4, i32 %15)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %17 = phi i32 [ %14, %body ], [ %178, %e.exit3 ]
  %18 = icmp slt i32 %17, %16
  br i1 %18, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %19 = phi i32 [ 0, %row.body ], [ %120, %e.body ]
  %20 = icmp slt i32 %19, 8
  br i1 %20, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %21 = mul i32 %17, 8
  %22 = add i32 %21, %19
  %23 = sext i32 %22 to i64
  %24 = getelementptr half, ptr %0, i64 %23
  %25 = load half, ptr %24, align 2
  %26 = fpext half %25 to float
  %27 = sext i32 %19 to i64
  %28 = getelementptr float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fmul float %26, %29
  %31 = trunc i64 %8 to i32
  %32 = mul i32 %17, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr i64, ptr %2, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = sitofp i64 %35 to float
  %37 = fadd float %30, %36
  %38 = bitcast float %37 to i32
  %39 = lshr i32 %38, 16
  %40 = and i32 %39, 1
  %41 = add i32 %40, 32767
  %42 = add i32 %38, %41
  %43 = lshr i32 %42, 16
  %44 = fcmp uno float %37, %37
  %45 = trunc i32 %43 to i16
  %46 = select i1 %44, i16 32704, i16 %45
  %47 = zext i16 %46 to i32
  %48 = shl i32 %47, 16
  %49 = bitcast i32 %48 to float
  %50 = getelementptr float, ptr %3, i64 0
  %51 = load float, ptr %50, align 4
  %52 = fmul float %49, %51
  %53 = bitcast float %52 to i32
  %54 = lshr i32 %53, 16
  %55 = and i32 %54, 1
  %56 = add i32 %55, 32767
  %57 = add i32 %53, %56
  %58 = lshr i32 %57, 16
  %59 = fcmp uno float %52, %52
  %60 = trunc i32 %58 to i16
  %61 = select i1 %59, i16 32704, i16 %60
  %62 = zext i16 %61 to i32
  %63 = shl i32 %62, 16
  %64 = bitcast i32 %63 to float
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
  %90 = bitcast float %89 to i32
  %91 = lshr i32 %90, 16
  %92 = and i32 %91, 1
  %93 = add i32 %92, 32767
  %94 = add i32 %90, %93
  %95 = lshr i32 %94, 16
  %96 = fcmp uno float %89, %89
  %97 = trunc i32 %95 to i16
  %98 = select i1 %96, i16 32704, i16 %97
  %99 = zext i16 %98 to i32
  %100 = shl i32 %99, 16
  %101 = bitcast i32 %100 to float
  %102 = sext i32 %19 to i64
  %103 = getelementptr [8 x float], ptr %12, i64 0, i64 %102
  store float %101, ptr %103, align 4
  %104 = fcmp ogt float %101, 1.500000e+00
  %105 = select i1 %104, float %101, float 0.000000e+00
  %106 = bitcast float %105 to i32
  %107 = lshr i32 %106, 16
  %108 = and i32 %107, 1
  %109 = add i32 %108, 32767
  %110 = add i32 %106, %109
  %111 = lshr i32 %110, 16
  %112 = fcmp uno float %105, %105
  %113 = trunc i32 %111 to i16
  %114 = select i1 %112, i16 32704, i16 %113
  %115 = zext i16 %114 to i32
  %116 = shl i32 %115, 16
  %117 = bitcast i32 %116 to float
  %118 = load float, ptr %11, align 4
  %119 = fadd reassoc float %118, %117
  store float %119, ptr %11, align 4
  %120 = add nuw nsw i32 %19, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %121 = load float, ptr %11, align 4
  %122 = bitcast float %121 to i32
  %123 = lshr i32 %122, 16
  %124 = and i32 %123, 1
  %125 = add i32 %124, 32767
  %126 = add i32 %122, %125
  %127 = lshr i32 %126, 16
  %128 = fcmp uno float %121, %121
  %129 = trunc i32 %127 to i16
  %130 = select i1 %128, i16 32704, i16 %129
  %131 = zext i16 %130 to i32
  %132 = shl i32 %131, 16
  %133 = bitcast i32 %132 to float
  %134 = sext i32 %17 to i64
  %135 = getelementptr i16, ptr %5, i64 %134
  %136 = bitcast float %133 to i32
  %137 = lshr i32 %136, 16
  %138 = and i32 %137, 1
  %139 = add i32 %138, 32767
  %140 = add i32 %136, %139
  %141 = lshr i32 %140, 16
  %142 = fcmp uno float %133, %133
  %143 = trunc i32 %141 to i16
  %144 = select i1 %142, i16 32704, i16 %143
  store i16 %144, ptr %135, align 2
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %145 = phi i32 [ 0, %e.exit ], [ %177, %e.body2 ]
  %146 = icmp slt i32 %145, 8
  br i1 %146, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %147 = sext i32 %145 to i64
  %148 = getelementptr [8 x float], ptr %12, i64 0, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = fcmp ogt float %149, 1.500000e+00
  %151 = select i1 %150, float %149, float 0.000000e+00
  %152 = bitcast float %151 to i32
  %153 = lshr i32 %152, 16
  %154 = and i32 %153, 1
  %155 = add i32 %154, 32767
  %156 = add i32 %152, %155
  %157 = lshr i32 %156, 16
  %158 = fcmp uno float %151, %151
  %159 = trunc i32 %157 to i16
  %160 = select i1 %158, i16 32704, i16 %159
  %161 = zext i16 %160 to i32
  %162 = shl i32 %161, 16
  %163 = bitcast i32 %162 to float
  %164 = mul i32 %17, 8
  %165 = add i32 %164, %145
  %166 = sext i32 %165 to i64
  %167 = getelementptr i16, ptr %4, i64 %166
  %168 = bitcast float %163 to i32
  %169 = lshr i32 %168, 16
  %170 = and i32 %169, 1
  %171 = add i32 %170, 32767
  %172 = add i32 %168, %171
  %173 = lshr i32 %172, 16
  %174 = fcmp uno float %163, %163
  %175 = trunc i32 %173 to i16
  %176 = select i1 %174, i16 32704, i16 %175
  store i16 %176, ptr %167, align 2
  %177 = add nuw nsw i32 %145, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %178 = add nuw nsw i32 %17, 1
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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %17, i64 %19, i64 %21, i64 %2, i64 %3)
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
@fulgur_host_shape = private constant [2 x i64] [i64 4, i64 8]
@fulgur_host_shape.1 = private constant [1 x i64] [i64 4]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [6 x ptr], align 8
  %4 = alloca [3 x i64], align 8
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
  call void @fulgur_rt_allocate(ptr %0, i32 4, i32 3, i32 2, ptr @fulgur_host_shape)
  call void @fulgur_rt_allocate(ptr %0, i32 5, i32 3, i32 1, ptr @fulgur_host_shape.1)
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
  store i64 4, ptr %30, align 8
  %31 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %31, align 8
  %32 = call i64 @fulgur_rt_stride(ptr %0, i32 2, i32 0)
  %33 = getelementptr i64, ptr %4, i64 2
  store i64 %32, ptr %33, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 4)
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
