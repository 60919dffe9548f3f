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
  %13 = trunc i64 %6 to i32
  %14 = trunc i64 %9 to i32
  %15 = call i32 @llvm.smax.i32(i32 0, i32 %14)
  %16 = trunc i64 %10 to i32
  %17 = call i32 @llvm.smin.i32(i32 %13, i32 %16)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %18 = phi i32 [ %15, %body ], [ %183, %e.exit3 ]
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %11, align 4
  %20 = trunc i64 %7 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %123, %e.body ]
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = trunc i64 %7 to i32
  %24 = mul i32 %18, %23
  %25 = add i32 %24, %21
  %26 = sext i32 %25 to i64
  %27 = getelementptr half, ptr %0, i64 %26
  %28 = load half, ptr %27, align 2
  %29 = fpext half %28 to float
  %30 = sext i32 %21 to i64
  %31 = getelementptr float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul float %29, %32
  %34 = trunc i64 %8 to i32
  %35 = mul i32 %18, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr i64, ptr %2, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = sitofp i64 %38 to float
  %40 = fadd float %33, %39
  %41 = bitcast float %40 to i32
  %42 = lshr i32 %41, 16
  %43 = and i32 %42, 1
  %44 = add i32 %43, 32767
  %45 = add i32 %41, %44
  %46 = lshr i32 %45, 16
  %47 = fcmp uno float %40, %40
  %48 = trunc i32 %46 to i16
  %49 = select i1 %47, i16 32704, i16 %48
  %50 = zext i16 %49 to i32
  %51 = shl i32 %50, 16
  %52 = bitcast i32 %51 to float
  %53 = getelementptr float, ptr %3, i64 0
  %54 = load float, ptr %53, align 4
  %55 = fmul float %52, %54
  %56 = bitcast float %55 to i32
  %57 = lshr i32 %56, 16
  %58 = and i32 %57, 1
  %59 = add i32 %58, 32767
  %60 = add i32 %56, %59
  %61 = lshr i32 %60, 16
  %62 = fcmp uno float %55, %55
  %63 = trunc i32 %61 to i16
  %64 = select i1 %62, i16 32704, i16 %63
  %65 = zext i16 %64 to i32
  %66 = shl i32 %65, 16
  %67 = bitcast i32 %66 to float
  %68 = call float @llvm.maximum.f32(float %67, float -1.040000e+02)
  %69 = call float @llvm.minimum.f32(float %68, float 0x4056333340000000)
  %70 = fmul float %69, 0x3FF7154760000000
  %71 = call float @llvm.roundeven.f32(float %70)
  %72 = call float @llvm.fmuladd.f32(float %71, float 0xBFE62E4000000000, float %69)
  %73 = call float @llvm.fmuladd.f32(float %71, float 0xBEB7F7D1C0000000, float %72)
  %74 = call float @llvm.fmuladd.f32(float %73, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %75 = call float @llvm.fmuladd.f32(float %73, float %74, float 0x3FA5555560000000)
  %76 = call float @llvm.fmuladd.f32(float %73, float %75, float 0x3FC5555560000000)
  %77 = call float @llvm.fmuladd.f32(float %73, float %76, float 5.000000e-01)
  %78 = call float @llvm.fmuladd.f32(float %73, float %77, float 1.000000e+00)
  %79 = call float @llvm.fmuladd.f32(float %73, float %78, float 1.000000e+00)
  %80 = fcmp uno float %71, %71
  %81 = select i1 %80, float 0.000000e+00, float %71
  %82 = fptosi float %81 to i32
  %83 = ashr i32 %82, 1
  %84 = sub i32 %82, %83
  %85 = add i32 %84, 127
  %86 = shl i32 %85, 23
  %87 = bitcast i32 %86 to float
  %88 = add i32 %83, 127
  %89 = shl i32 %88, 23
  %90 = bitcast i32 %89 to float
  %91 = fmul float %79, %90
  %92 = fmul float %91, %87
  %93 = bitcast float %92 to i32
  %94 = lshr i32 %93, 16
  %95 = and i32 %94, 1
  %96 = add i32 %95, 32767
  %97 = add i32 %93, %96
  %98 = lshr i32 %97, 16
  %99 = fcmp uno float %92, %92
  %100 = trunc i32 %98 to i16
  %101 = select i1 %99, i16 32704, i16 %100
  %102 = zext i16 %101 to i32
  %103 = shl i32 %102, 16
  %104 = bitcast i32 %103 to float
  %105 = sext i32 %21 to i64
  %106 = getelementptr [8 x float], ptr %12, i64 0, i64 %105
  store float %104, ptr %106, align 4
  %107 = fcmp ogt float %104, 1.500000e+00
  %108 = select i1 %107, float %104, float 0.000000e+00
  %109 = bitcast float %108 to i32
  %110 = lshr i32 %109, 16
  %111 = and i32 %110, 1
  %112 = add i32 %111, 32767
  %113 = add i32 %109, %112
  %114 = lshr i32 %113, 16
  %115 = fcmp uno float %108, %108
  %116 = trunc i32 %114 to i16
  %117 = select i1 %115, i16 32704, i16 %116
  %118 = zext i16 %117 to i32
  %119 = shl i32 %118, 16
  %120 = bitcast i32 %119 to float
  %121 = load float, ptr %11, align 4
  %122 = fadd reassoc float %121, %120
  store float %122, ptr %11, align 4
  %123 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %124 = load float, ptr %11, align 4
  %125 = bitcast float %124 to i32
  %126 = lshr i32 %125, 16
  %127 = and i32 %126, 1
  %128 = add i32 %127, 32767
  %129 = add i32 %125, %128
  %130 = lshr i32 %129, 16
  %131 = fcmp uno float %124, %124
  %132 = trunc i32 %130 to i16
  %133 = select i1 %131, i16 32704, i16 %132
  %134 = zext i16 %133 to i32
  %135 = shl i32 %134, 16
  %136 = bitcast i32 %135 to float
  %137 = sext i32 %18 to i64
  %138 = getelementptr i16, ptr %5, i64 %137
  %139 = bitcast float %136 to i32
  %140 = lshr i32 %139, 16
  %141 = and i32 %140, 1
  %142 = add i32 %141, 32767
  %143 = add i32 %139, %142
  %144 = lshr i32 %143, 16
  %145 = fcmp uno float %136, %136
  %146 = trunc i32 %144 to i16
  %147 = select i1 %145, i16 32704, i16 %146
  store i16 %147, ptr %138, align 2
  %148 = trunc i64 %7 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %149 = phi i32 [ 0, %e.exit ], [ %182, %e.body2 ]
  %150 = icmp slt i32 %149, %148
  br i1 %150, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %151 = sext i32 %149 to i64
  %152 = getelementptr [8 x float], ptr %12, i64 0, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fcmp ogt float %153, 1.500000e+00
  %155 = select i1 %154, float %153, float 0.000000e+00
  %156 = bitcast float %155 to i32
  %157 = lshr i32 %156, 16
  %158 = and i32 %157, 1
  %159 = add i32 %158, 32767
  %160 = add i32 %156, %159
  %161 = lshr i32 %160, 16
  %162 = fcmp uno float %155, %155
  %163 = trunc i32 %161 to i16
  %164 = select i1 %162, i16 32704, i16 %163
  %165 = zext i16 %164 to i32
  %166 = shl i32 %165, 16
  %167 = bitcast i32 %166 to float
  %168 = trunc i64 %7 to i32
  %169 = mul i32 %18, %168
  %170 = add i32 %169, %149
  %171 = sext i32 %170 to i64
  %172 = getelementptr i16, ptr %4, i64 %171
  %173 = bitcast float %167 to i32
  %174 = lshr i32 %173, 16
  %175 = and i32 %174, 1
  %176 = add i32 %175, 32767
  %177 = add i32 %173, %176
  %178 = lshr i32 %177, 16
  %179 = fcmp uno float %167, %167
  %180 = trunc i32 %178 to i16
  %181 = select i1 %179, i16 32704, i16 %180
  store i16 %181, ptr %172, align 2
  %182 = add nuw nsw i32 %149, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %183 = add nuw nsw i32 %18, 1
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
