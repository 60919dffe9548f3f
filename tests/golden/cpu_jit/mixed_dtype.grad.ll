; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias %4, ptr noalias %5, ptr noalias %6, ptr noalias %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12) #0 {
entry:
  %13 = alloca float, align 4
  %14 = alloca [8 x float], align 4
  br label %body

body:                                             ; preds = %entry
  %15 = trunc i64 %8 to i32
  %16 = trunc i64 %11 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %12 to i32
  %19 = call i32 @llvm.smin.i32(i32 %15, i32 %18)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %20 = phi i32 [ %17, %body ], [ %258, %e.exit3 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %13, align 4
  %22 = trunc i64 %9 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %23 = phi i32 [ 0, %row.body ], [ %125, %e.body ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %25 = trunc i64 %9 to i32
  %26 = mul i32 %20, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr half, ptr %0, i64 %28
  %30 = load half, ptr %29, align 2
  %31 = fpext half %30 to float
  %32 = sext i32 %23 to i64
  %33 = getelementptr float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fmul float %31, %34
  %36 = trunc i64 %10 to i32
  %37 = mul i32 %20, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr i64, ptr %2, i64 %38
  %40 = load i64, ptr %39, align 8
  %41 = sitofp i64 %40 to float
  %42 = fadd float %35, %41
  %43 = bitcast float %42 to i32
  %44 = lshr i32 %43, 16
  %45 = and i32 %44, 1
  %46 = add i32 %45, 32767
  %47 = add i32 %43, %46
  %48 = lshr i32 %47, 16
  %49 = fcmp uno float %42, %42
  %50 = trunc i32 %48 to i16
  %51 = select i1 %49, i16 32704, i16 %50
  %52 = zext i16 %51 to i32
  %53 = shl i32 %52, 16
  %54 = bitcast i32 %53 to float
  %55 = getelementptr float, ptr %3, i64 0
  %56 = load float, ptr %55, align 4
  %57 = fmul float %54, %56
  %58 = bitcast float %57 to i32
  %59 = lshr i32 %58, 16
  %60 = and i32 %59, 1
  %61 = add i32 %60, 32767
  %62 = add i32 %58, %61
  %63 = lshr i32 %62, 16
  %64 = fcmp uno float %57, %57
  %65 = trunc i32 %63 to i16
  %66 = select i1 %64, i16 32704, i16 %65
  %67 = zext i16 %66 to i32
  %68 = shl i32 %67, 16
  %69 = bitcast i32 %68 to float
  %70 = call float @llvm.maximum.f32(float %69, float -1.040000e+02)
  %71 = call float @llvm.minimum.f32(float %70, float 0x4056333340000000)
  %72 = fmul float %71, 0x3FF7154760000000
  %73 = call float @llvm.roundeven.f32(float %72)
  %74 = call float @llvm.fmuladd.f32(float %73, float 0xBFE62E4000000000, float %71)
  %75 = call float @llvm.fmuladd.f32(float %73, float 0xBEB7F7D1C0000000, float %74)
  %76 = call float @llvm.fmuladd.f32(float %75, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %77 = call float @llvm.fmuladd.f32(float %75, float %76, float 0x3FA5555560000000)
  %78 = call float @llvm.fmuladd.f32(float %75, float %77, float 0x3FC5555560000000)
  %79 = call float @llvm.fmuladd.f32(float %75, float %78, float 5.000000e-01)
  %80 = call float @llvm.fmuladd.f32(float %75, float %79, float 1.000000e+00)
  %81 = call float @llvm.fmuladd.f32(float %75, float %80, float 1.000000e+00)
  %82 = fcmp uno float %73, %73
  %83 = select i1 %82, float 0.000000e+00, float %73
  %84 = fptosi float %83 to i32
  %85 = ashr i32 %84, 1
  %86 = sub i32 %84, %85
  %87 = add i32 %86, 127
  %88 = shl i32 %87, 23
  %89 = bitcast i32 %88 to float
  %90 = add i32 %85, 127
  %91 = shl i32 %90, 23
  %92 = bitcast i32 %91 to float
  %93 = fmul float %81, %92
  %94 = fmul float %93, %89
  %95 = bitcast float %94 to i32
  %96 = lshr i32 %95, 16
  %97 = and i32 %96, 1
  %98 = add i32 %97, 32767
  %99 = add i32 %95, %98
  %100 = lshr i32 %99, 16
  %101 = fcmp uno float %94, %94
  %102 = trunc i32 %100 to i16
  %103 = select i1 %101, i16 32704, i16 %102
  %104 = zext i16 %103 to i32
  %105 = shl i32 %104, 16
  %106 = bitcast i32 %105 to float
  %107 = sext i32 %23 to i64
  %108 = getelementptr [8 x float], ptr %14, i64 0, i64 %107
  store float %106, ptr %108, align 4
  %109 = fcmp ogt float %106, 1.500000e+00
  %110 = select i1 %109, float %106, float 0.000000e+00
  %111 = bitcast float %110 to i32
  %112 = lshr i32 %111, 16
  %113 = and i32 %112, 1
  %114 = add i32 %113, 32767
  %115 = add i32 %111, %114
  %116 = lshr i32 %115, 16
  %117 = fcmp uno float %110, %110
  %118 = trunc i32 %116 to i16
  %119 = select i1 %117, i16 32704, i16 %118
  %120 = zext i16 %119 to i32
  %121 = shl i32 %120, 16
  %122 = bitcast i32 %121 to float
  %123 = load float, ptr %13, align 4
  %124 = fadd reassoc float %123, %122
  store float %124, ptr %13, align 4
  %125 = add nuw nsw i32 %23, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %126 = load float, ptr %13, align 4
  %127 = bitcast float %126 to i32
  %128 = lshr i32 %127, 16
  %129 = and i32 %128, 1
  %130 = add i32 %129, 32767
  %131 = add i32 %127, %130
  %132 = lshr i32 %131, 16
  %133 = fcmp uno float %126, %126
  %134 = trunc i32 %132 to i16
  %135 = select i1 %133, i16 32704, i16 %134
  %136 = zext i16 %135 to i32
  %137 = shl i32 %136, 16
  %138 = bitcast i32 %137 to float
  %139 = sext i32 %20 to i64
  %140 = getelementptr i16, ptr %7, i64 %139
  %141 = bitcast float %138 to i32
  %142 = lshr i32 %141, 16
  %143 = and i32 %142, 1
  %144 = add i32 %143, 32767
  %145 = add i32 %141, %144
  %146 = lshr i32 %145, 16
  %147 = fcmp uno float %138, %138
  %148 = trunc i32 %146 to i16
  %149 = select i1 %147, i16 32704, i16 %148
  store i16 %149, ptr %140, align 2
  %150 = trunc i64 %9 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %151 = phi i32 [ 0, %e.exit ], [ %257, %e.body2 ]
  %152 = icmp slt i32 %151, %150
  br i1 %152, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %153 = trunc i64 %9 to i32
  %154 = mul i32 %20, %153
  %155 = add i32 %154, %151
  %156 = sext i32 %155 to i64
  %157 = getelementptr half, ptr %0, i64 %156
  %158 = load half, ptr %157, align 2
  %159 = fpext half %158 to float
  %160 = sext i32 %151 to i64
  %161 = getelementptr float, ptr %1, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul float %159, %162
  %164 = trunc i64 %10 to i32
  %165 = mul i32 %20, %164
  %166 = sext i32 %165 to i64
  %167 = getelementptr i64, ptr %2, i64 %166
  %168 = load i64, ptr %167, align 8
  %169 = sitofp i64 %168 to float
  %170 = fadd float %163, %169
  %171 = bitcast float %170 to i32
  %172 = lshr i32 %171, 16
  %173 = and i32 %172, 1
  %174 = add i32 %173, 32767
  %175 = add i32 %171, %174
  %176 = lshr i32 %175, 16
  %177 = fcmp uno float %170, %170
  %178 = trunc i32 %176 to i16
  %179 = select i1 %177, i16 32704, i16 %178
  %180 = zext i16 %179 to i32
  %181 = shl i32 %180, 16
  %182 = bitcast i32 %181 to float
  %183 = trunc i64 %9 to i32
  %184 = mul i32 %20, %183
  %185 = add i32 %184, %151
  %186 = sext i32 %185 to i64
  %187 = getelementptr i16, ptr %4, i64 %186
  %188 = bitcast float %182 to i32
  %189 = lshr i32 %188, 16
  %190 = and i32 %189, 1
  %191 = add i32 %190, 32767
  %192 = add i32 %188, %191
  %193 = lshr i32 %192, 16
  %194 = fcmp uno float %182, %182
  %195 = trunc i32 %193 to i16
  %196 = select i1 %194, i16 32704, i16 %195
  store i16 %196, ptr %187, align 2
  %197 = getelementptr float, ptr %3, i64 0
  %198 = load float, ptr %197, align 4
  %199 = fmul float %182, %198
  %200 = bitcast float %199 to i32
  %201 = lshr i32 %200, 16
  %202 = and i32 %201, 1
  %203 = add i32 %202, 32767
  %204 = add i32 %200, %203
  %205 = lshr i32 %204, 16
  %206 = fcmp uno float %199, %199
  %207 = trunc i32 %205 to i16
  %208 = select i1 %206, i16 32704, i16 %207
  %209 = zext i16 %208 to i32
  %210 = shl i32 %209, 16
  %211 = bitcast i32 %210 to float
  %212 = trunc i64 %9 to i32
  %213 = mul i32 %20, %212
  %214 = add i32 %213, %151
  %215 = sext i32 %214 to i64
  %216 = getelementptr i16, ptr %5, i64 %215
  %217 = bitcast float %211 to i32
  %218 = lshr i32 %217, 16
  %219 = and i32 %218, 1
  %220 = add i32 %219, 32767
  %221 = add i32 %217, %220
  %222 = lshr i32 %221, 16
  %223 = fcmp uno float %211, %211
  %224 = trunc i32 %222 to i16
  %225 = select i1 %223, i16 32704, i16 %224
  store i16 %225, ptr %216, align 2
  %226 = sext i32 %151 to i64
  %227 = getelementptr [8 x float], ptr %14, i64 0, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = fcmp ogt float %228, 1.500000e+00
  %230 = select i1 %229, float %228, float 0.000000e+00
  %231 = bitcast float %230 to i32
  %232 = lshr i32 %231, 16
  %233 = and i32 %232, 1
  %234 = add i32 %233, 32767
  %235 = add i32 %231, %234
  %236 = lshr i32 %235, 16
  %237 = fcmp uno float %230, %230
  %238 = trunc i32 %236 to i16
  %239 = select i1 %237, i16 32704, i16 %238
  %240 = zext i16 %239 to i32
  %241 = shl i32 %240, 16
  %242 = bitcast i32 %241 to float
  %243 = trunc i64 %9 to i32
  %244 = mul i32 %20, %243
  %245 = add i32 %244, %151
  %246 = sext i32 %245 to i64
  %247 = getelementptr i16, ptr %6, i64 %246
  %248 = bitcast float %242 to i32
  %249 = lshr i32 %248, 16
  %250 = and i32 %249, 1
  %251 = add i32 %250, 32767
  %252 = add i32 %248, %251
  %253 = lshr i32 %252, 16
  %254 = fcmp uno float %242, %242
  %255 = trunc i32 %253 to i16
  %256 = select i1 %254, i16 32704, i16 %255
  store i16 %256, ptr %247, align 2
  %257 = add nuw nsw i32 %151, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %258 = add nuw nsw i32 %20, 1
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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, i64 %21, i64 %23, i64 %25, i64 %2, i64 %3)
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
@fulgur_host_shape.1 = private constant [2 x i64] [i64 4, i64 8]
@fulgur_host_shape.2 = private constant [2 x i64] [i64 4, i64 8]
@fulgur_host_shape.3 = private constant [1 x i64] [i64 4]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [8 x ptr], align 8
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
  call void @fulgur_rt_allocate(ptr %0, i32 5, i32 3, i32 2, ptr @fulgur_host_shape.1)
  call void @fulgur_rt_allocate(ptr %0, i32 6, i32 3, i32 2, ptr @fulgur_host_shape.2)
  call void @fulgur_rt_allocate(ptr %0, i32 7, i32 3, i32 1, ptr @fulgur_host_shape.3)
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
  %30 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %31 = getelementptr ptr, ptr %3, i64 6
  store ptr %30, ptr %31, align 8
  %32 = call ptr @fulgur_rt_data(ptr %0, i32 7)
  %33 = getelementptr ptr, ptr %3, i64 7
  store ptr %32, ptr %33, align 8
  %34 = getelementptr i64, ptr %4, i64 0
  store i64 4, ptr %34, align 8
  %35 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %35, align 8
  %36 = call i64 @fulgur_rt_stride(ptr %0, i32 2, i32 0)
  %37 = getelementptr i64, ptr %4, i64 2
  store i64 %36, ptr %37, align 8
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
; ModuleID = 'fulgur_cpuFusion0'
source_filename = "fulgur_cpuFusion0"
target datalayout = "HOST"
target triple = "HOST"

; Function Attrs: alwaysinline nounwind
define internal void @fulgur_cpuFusion0_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
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
  %14 = getelementptr half, ptr %0, i64 %13
  %15 = load half, ptr %14, align 2
  %16 = fpext half %15 to float
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
  call void @fulgur_cpuFusion0_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion1_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
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
  %11 = phi i32 [ %8, %body ], [ %20, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = trunc i64 %3 to i32
  %14 = urem i32 %11, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = sext i32 %11 to i64
  %19 = getelementptr float, ptr %1, i64 %18
  store float %17, ptr %19, align 4
  %20 = add nuw nsw i32 %11, 1
  br label %i.head

i.exit:                                           ; preds = %i.head
  ret void
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
  %8 = getelementptr i64, ptr %1, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr i64, ptr %1, i64 1
  %11 = load i64, ptr %10, align 8
  call void @fulgur_cpuFusion1_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion2_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
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
  %11 = phi i32 [ %8, %body ], [ %21, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr i16, ptr %0, i64 %13
  %15 = load i16, ptr %14, align 2
  %16 = zext i16 %15 to i32
  %17 = shl i32 %16, 16
  %18 = bitcast i32 %17 to float
  %19 = sext i32 %11 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  store float %18, ptr %20, align 4
  %21 = add nuw nsw i32 %11, 1
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
  call void @fulgur_cpuFusion2_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion3_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
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
  %11 = phi i32 [ %8, %body ], [ %17, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = getelementptr float, ptr %0, i64 0
  %14 = load float, ptr %13, align 4
  %15 = sext i32 %11 to i64
  %16 = getelementptr float, ptr %1, i64 %15
  store float %14, ptr %16, align 4
  %17 = add nuw nsw i32 %11, 1
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
  call void @fulgur_cpuFusion3_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion4_body(ptr noalias readonly %0, ptr noalias %1, ptr noalias %2, i64 %3, i64 %4, i64 %5, i64 %6) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %3 to i32
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %6 to i32
  %11 = call i32 @llvm.smin.i32(i32 %7, i32 %10)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %12 = phi i32 [ %9, %body ], [ %72, %i.body ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %14 = sext i32 %12 to i64
  %15 = getelementptr i16, ptr %0, i64 %14
  %16 = load i16, ptr %15, align 2
  %17 = zext i16 %16 to i32
  %18 = shl i32 %17, 16
  %19 = bitcast i32 %18 to float
  %20 = call float @llvm.maximum.f32(float %19, float -1.040000e+02)
  %21 = call float @llvm.minimum.f32(float %20, float 0x4056333340000000)
  %22 = fmul float %21, 0x3FF7154760000000
  %23 = call float @llvm.roundeven.f32(float %22)
  %24 = call float @llvm.fmuladd.f32(float %23, float 0xBFE62E4000000000, float %21)
  %25 = call float @llvm.fmuladd.f32(float %23, float 0xBEB7F7D1C0000000, float %24)
  %26 = call float @llvm.fmuladd.f32(float %25, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %27 = call float @llvm.fmuladd.f32(float %25, float %26, float 0x3FA5555560000000)
  %28 = call float @llvm.fmuladd.f32(float %25, float %27, float 0x3FC5555560000000)
  %29 = call float @llvm.fmuladd.f32(float %25, float %28, float 5.000000e-01)
  %30 = call float @llvm.fmuladd.f32(float %25, float %29, float 1.000000e+00)
  %31 = call float @llvm.fmuladd.f32(float %25, float %30, float 1.000000e+00)
  %32 = fcmp uno float %23, %23
  %33 = select i1 %32, float 0.000000e+00, float %23
  %34 = fptosi float %33 to i32
  %35 = ashr i32 %34, 1
  %36 = sub i32 %34, %35
  %37 = add i32 %36, 127
  %38 = shl i32 %37, 23
  %39 = bitcast i32 %38 to float
  %40 = add i32 %35, 127
  %41 = shl i32 %40, 23
  %42 = bitcast i32 %41 to float
  %43 = fmul float %31, %42
  %44 = fmul float %43, %39
  %45 = bitcast float %44 to i32
  %46 = lshr i32 %45, 16
  %47 = and i32 %46, 1
  %48 = add i32 %47, 32767
  %49 = add i32 %45, %48
  %50 = lshr i32 %49, 16
  %51 = fcmp uno float %44, %44
  %52 = trunc i32 %50 to i16
  %53 = select i1 %51, i16 32704, i16 %52
  %54 = zext i16 %53 to i32
  %55 = shl i32 %54, 16
  %56 = bitcast i32 %55 to float
  %57 = sext i32 %12 to i64
  %58 = getelementptr i16, ptr %1, i64 %57
  %59 = bitcast float %56 to i32
  %60 = lshr i32 %59, 16
  %61 = and i32 %60, 1
  %62 = add i32 %61, 32767
  %63 = add i32 %59, %62
  %64 = lshr i32 %63, 16
  %65 = fcmp uno float %56, %56
  %66 = trunc i32 %64 to i16
  %67 = select i1 %65, i16 32704, i16 %66
  store i16 %67, ptr %58, align 2
  %68 = fcmp ogt float %56, 1.500000e+00
  %69 = sext i32 %12 to i64
  %70 = getelementptr i8, ptr %2, i64 %69
  %71 = zext i1 %68 to i8
  store i8 %71, ptr %70, align 1
  %72 = add nuw nsw i32 %12, 1
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
define void @fulgur_cpuFusion4(ptr %0, ptr %1, i64 %2, i64 %3) #2 {
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
  call void @fulgur_cpuFusion4_body(ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion5_body(ptr noalias readonly %0, ptr noalias readonly %1, ptr noalias readonly %2, ptr noalias readonly %3, ptr noalias readonly %4, ptr noalias readonly %5, ptr noalias readonly %6, ptr noalias readonly %7, ptr noalias %8, ptr noalias %9, ptr noalias %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
entry:
  %15 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %16 = trunc i64 %13 to i32
  %17 = call i32 @llvm.smax.i32(i32 0, i32 %16)
  %18 = trunc i64 %14 to i32
  %19 = call i32 @llvm.smin.i32(i32 1, i32 %18)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %20 = phi i32 [ %17, %body ], [ %232, %e.exit3 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %15, align 4
  %22 = trunc i64 %11 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %23 = phi i32 [ 0, %row.body ], [ %106, %e.body ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %25 = trunc i64 %11 to i32
  %26 = mul i32 %20, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr i8, ptr %2, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = icmp ne i8 %30, 0
  %32 = trunc i64 %11 to i32
  %33 = mul i32 %20, %32
  %34 = add i32 %33, %23
  %35 = sext i32 %34 to i64
  %36 = getelementptr i16, ptr %1, i64 %35
  %37 = load i16, ptr %36, align 2
  %38 = zext i16 %37 to i32
  %39 = shl i32 %38, 16
  %40 = bitcast i32 %39 to float
  %41 = trunc i64 %12 to i32
  %42 = udiv i32 %23, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr i16, ptr %0, i64 %43
  %45 = load i16, ptr %44, align 2
  %46 = zext i16 %45 to i32
  %47 = shl i32 %46, 16
  %48 = bitcast i32 %47 to float
  %49 = fadd float %40, %48
  %50 = bitcast float %49 to i32
  %51 = lshr i32 %50, 16
  %52 = and i32 %51, 1
  %53 = add i32 %52, 32767
  %54 = add i32 %50, %53
  %55 = lshr i32 %54, 16
  %56 = fcmp uno float %49, %49
  %57 = trunc i32 %55 to i16
  %58 = select i1 %56, i16 32704, i16 %57
  %59 = zext i16 %58 to i32
  %60 = shl i32 %59, 16
  %61 = bitcast i32 %60 to float
  %62 = select i1 %31, float %61, float 0.000000e+00
  %63 = bitcast float %62 to i32
  %64 = lshr i32 %63, 16
  %65 = and i32 %64, 1
  %66 = add i32 %65, 32767
  %67 = add i32 %63, %66
  %68 = lshr i32 %67, 16
  %69 = fcmp uno float %62, %62
  %70 = trunc i32 %68 to i16
  %71 = select i1 %69, i16 32704, i16 %70
  %72 = zext i16 %71 to i32
  %73 = shl i32 %72, 16
  %74 = bitcast i32 %73 to float
  %75 = trunc i64 %11 to i32
  %76 = mul i32 %20, %75
  %77 = add i32 %76, %23
  %78 = sext i32 %77 to i64
  %79 = getelementptr i16, ptr %3, i64 %78
  %80 = load i16, ptr %79, align 2
  %81 = zext i16 %80 to i32
  %82 = shl i32 %81, 16
  %83 = bitcast i32 %82 to float
  %84 = fmul float %74, %83
  %85 = bitcast float %84 to i32
  %86 = lshr i32 %85, 16
  %87 = and i32 %86, 1
  %88 = add i32 %87, 32767
  %89 = add i32 %85, %88
  %90 = lshr i32 %89, 16
  %91 = fcmp uno float %84, %84
  %92 = trunc i32 %90 to i16
  %93 = select i1 %91, i16 32704, i16 %92
  %94 = zext i16 %93 to i32
  %95 = shl i32 %94, 16
  %96 = bitcast i32 %95 to float
  %97 = trunc i64 %11 to i32
  %98 = mul i32 %20, %97
  %99 = add i32 %98, %23
  %100 = sext i32 %99 to i64
  %101 = getelementptr float, ptr %5, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %96, %102
  %104 = load float, ptr %15, align 4
  %105 = fadd reassoc float %104, %103
  store float %105, ptr %15, align 4
  %106 = add nuw nsw i32 %23, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %107 = load float, ptr %15, align 4
  %108 = sext i32 %20 to i64
  %109 = getelementptr float, ptr %10, i64 %108
  store float %107, ptr %109, align 4
  %110 = trunc i64 %11 to i32
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %111 = phi i32 [ 0, %e.exit ], [ %231, %e.body2 ]
  %112 = icmp slt i32 %111, %110
  br i1 %112, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %113 = trunc i64 %11 to i32
  %114 = mul i32 %20, %113
  %115 = add i32 %114, %111
  %116 = sext i32 %115 to i64
  %117 = getelementptr i8, ptr %2, i64 %116
  %118 = load i8, ptr %117, align 1
  %119 = icmp ne i8 %118, 0
  %120 = trunc i64 %11 to i32
  %121 = mul i32 %20, %120
  %122 = add i32 %121, %111
  %123 = sext i32 %122 to i64
  %124 = getelementptr i16, ptr %1, i64 %123
  %125 = load i16, ptr %124, align 2
  %126 = zext i16 %125 to i32
  %127 = shl i32 %126, 16
  %128 = bitcast i32 %127 to float
  %129 = trunc i64 %12 to i32
  %130 = udiv i32 %111, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr i16, ptr %0, i64 %131
  %133 = load i16, ptr %132, align 2
  %134 = zext i16 %133 to i32
  %135 = shl i32 %134, 16
  %136 = bitcast i32 %135 to float
  %137 = fadd float %128, %136
  %138 = bitcast float %137 to i32
  %139 = lshr i32 %138, 16
  %140 = and i32 %139, 1
  %141 = add i32 %140, 32767
  %142 = add i32 %138, %141
  %143 = lshr i32 %142, 16
  %144 = fcmp uno float %137, %137
  %145 = trunc i32 %143 to i16
  %146 = select i1 %144, i16 32704, i16 %145
  %147 = zext i16 %146 to i32
  %148 = shl i32 %147, 16
  %149 = bitcast i32 %148 to float
  %150 = select i1 %119, float %149, float 0.000000e+00
  %151 = bitcast float %150 to i32
  %152 = lshr i32 %151, 16
  %153 = and i32 %152, 1
  %154 = add i32 %153, 32767
  %155 = add i32 %151, %154
  %156 = lshr i32 %155, 16
  %157 = fcmp uno float %150, %150
  %158 = trunc i32 %156 to i16
  %159 = select i1 %157, i16 32704, i16 %158
  %160 = zext i16 %159 to i32
  %161 = shl i32 %160, 16
  %162 = bitcast i32 %161 to float
  %163 = trunc i64 %11 to i32
  %164 = mul i32 %20, %163
  %165 = add i32 %164, %111
  %166 = sext i32 %165 to i64
  %167 = getelementptr i16, ptr %3, i64 %166
  %168 = load i16, ptr %167, align 2
  %169 = zext i16 %168 to i32
  %170 = shl i32 %169, 16
  %171 = bitcast i32 %170 to float
  %172 = fmul float %162, %171
  %173 = bitcast float %172 to i32
  %174 = lshr i32 %173, 16
  %175 = and i32 %174, 1
  %176 = add i32 %175, 32767
  %177 = add i32 %173, %176
  %178 = lshr i32 %177, 16
  %179 = fcmp uno float %172, %172
  %180 = trunc i32 %178 to i16
  %181 = select i1 %179, i16 32704, i16 %180
  %182 = zext i16 %181 to i32
  %183 = shl i32 %182, 16
  %184 = bitcast i32 %183 to float
  %185 = trunc i64 %11 to i32
  %186 = mul i32 %20, %185
  %187 = add i32 %186, %111
  %188 = sext i32 %187 to i64
  %189 = getelementptr float, ptr %4, i64 %188
  %190 = load float, ptr %189, align 4
  %191 = fmul float %184, %190
  %192 = bitcast float %191 to i32
  %193 = lshr i32 %192, 16
  %194 = and i32 %193, 1
  %195 = add i32 %194, 32767
  %196 = add i32 %192, %195
  %197 = lshr i32 %196, 16
  %198 = fcmp uno float %191, %191
  %199 = trunc i32 %197 to i16
  %200 = select i1 %198, i16 32704, i16 %199
  %201 = zext i16 %200 to i32
  %202 = shl i32 %201, 16
  %203 = bitcast i32 %202 to float
  %204 = trunc i64 %11 to i32
  %205 = mul i32 %20, %204
  %206 = add i32 %205, %111
  %207 = sext i32 %206 to i64
  %208 = getelementptr float, ptr %7, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = fmul float %203, %209
  %211 = trunc i64 %11 to i32
  %212 = mul i32 %20, %211
  %213 = add i32 %212, %111
  %214 = sext i32 %213 to i64
  %215 = getelementptr float, ptr %8, i64 %214
  store float %210, ptr %215, align 4
  %216 = trunc i64 %11 to i32
  %217 = mul i32 %20, %216
  %218 = add i32 %217, %111
  %219 = sext i32 %218 to i64
  %220 = getelementptr float, ptr %6, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fmul float %203, %221
  %223 = fptrunc float %222 to half
  %224 = fpext half %223 to float
  %225 = trunc i64 %11 to i32
  %226 = mul i32 %20, %225
  %227 = add i32 %226, %111
  %228 = sext i32 %227 to i64
  %229 = getelementptr half, ptr %9, i64 %228
  %230 = fptrunc float %224 to half
  store half %230, ptr %229, align 2
  %231 = add nuw nsw i32 %111, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %232 = add nuw nsw i32 %20, 1
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
  call void @fulgur_cpuFusion5_body(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, i64 %27, i64 %29, i64 %2, i64 %3)
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
define internal void @fulgur_cpuFusion6_body(ptr noalias readonly %0, ptr noalias %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
entry:
  %6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %7 = trunc i64 %2 to i32
  %8 = trunc i64 %4 to i32
  %9 = call i32 @llvm.smax.i32(i32 0, i32 %8)
  %10 = trunc i64 %5 to i32
  %11 = call i32 @llvm.smin.i32(i32 %7, i32 %10)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %12 = phi i32 [ %9, %body ], [ %29, %e.exit ]
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %6, align 4
  %14 = trunc i64 %3 to i32
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %15 = phi i32 [ 0, %row.body ], [ %25, %e.body ]
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %17 = trunc i64 %2 to i32
  %18 = mul i32 %15, %17
  %19 = add i32 %18, %12
  %20 = sext i32 %19 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %6, align 4
  %24 = fadd reassoc float %23, %22
  store float %24, ptr %6, align 4
  %25 = add nuw nsw i32 %15, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %26 = load float, ptr %6, align 4
  %27 = sext i32 %12 to i64
  %28 = getelementptr float, ptr %1, i64 %27
  store float %26, ptr %28, align 4
  %29 = add nuw nsw i32 %12, 1
  br label %row.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

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
  call void @fulgur_cpuFusion6_body(ptr %5, ptr %7, i64 %9, i64 %11, i64 %2, i64 %3)
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
@fulgur_host_shape.1 = private constant [1 x i64] [i64 8]

define i32 @fulgur_host(ptr %0, ptr %1, i64 %2) #0 {
entry:
  %3 = alloca [11 x ptr], align 8
  %4 = alloca [2 x i64], align 8
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
  call void @fulgur_rt_make_contiguous(ptr %0, i32 0)
  %19 = call ptr @fulgur_rt_data(ptr %0, i32 0)
  %20 = getelementptr ptr, ptr %3, i64 0
  store ptr %19, ptr %20, align 8
  %21 = getelementptr i8, ptr %18, i64 0
  %22 = getelementptr ptr, ptr %3, i64 1
  store ptr %21, ptr %22, align 8
  %23 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %23, align 8
  %24 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %24, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 1)
  %25 = call ptr @fulgur_rt_data(ptr %0, i32 1)
  %26 = getelementptr ptr, ptr %3, i64 0
  store ptr %25, ptr %26, align 8
  %27 = getelementptr i8, ptr %18, i64 128
  %28 = getelementptr ptr, ptr %3, i64 1
  store ptr %27, ptr %28, align 8
  %29 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %29, align 8
  %30 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %30, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 3)
  %31 = call ptr @fulgur_rt_data(ptr %0, i32 3)
  %32 = getelementptr ptr, ptr %3, i64 0
  store ptr %31, ptr %32, align 8
  %33 = getelementptr i8, ptr %18, i64 256
  %34 = getelementptr ptr, ptr %3, i64 1
  store ptr %33, ptr %34, align 8
  %35 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %35, align 8
  %36 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %36, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 2)
  %37 = call ptr @fulgur_rt_data(ptr %0, i32 2)
  %38 = getelementptr ptr, ptr %3, i64 0
  store ptr %37, ptr %38, align 8
  %39 = getelementptr i8, ptr %18, i64 384
  %40 = getelementptr ptr, ptr %3, i64 1
  store ptr %39, ptr %40, align 8
  %41 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %41, align 8
  %42 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %42, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 4)
  %43 = call ptr @fulgur_rt_data(ptr %0, i32 4)
  %44 = getelementptr ptr, ptr %3, i64 0
  store ptr %43, ptr %44, align 8
  %45 = getelementptr i8, ptr %18, i64 512
  %46 = getelementptr ptr, ptr %3, i64 1
  store ptr %45, ptr %46, align 8
  %47 = getelementptr i8, ptr %18, i64 576
  %48 = getelementptr ptr, ptr %3, i64 2
  store ptr %47, ptr %48, align 8
  %49 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %49, align 8
  %50 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %50, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 32)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 6)
  call void @fulgur_rt_make_contiguous(ptr %0, i32 5)
  call void @fulgur_rt_allocate(ptr %0, i32 13, i32 1, i32 0, ptr null)
  call void @fulgur_rt_allocate(ptr %0, i32 15, i32 2, i32 2, ptr @fulgur_host_shape)
  %51 = call ptr @fulgur_rt_data(ptr %0, i32 6)
  %52 = getelementptr ptr, ptr %3, i64 0
  store ptr %51, ptr %52, align 8
  %53 = call ptr @fulgur_rt_data(ptr %0, i32 5)
  %54 = getelementptr ptr, ptr %3, i64 1
  store ptr %53, ptr %54, align 8
  %55 = getelementptr i8, ptr %18, i64 576
  %56 = getelementptr ptr, ptr %3, i64 2
  store ptr %55, ptr %56, align 8
  %57 = getelementptr i8, ptr %18, i64 512
  %58 = getelementptr ptr, ptr %3, i64 3
  store ptr %57, ptr %58, align 8
  %59 = getelementptr i8, ptr %18, i64 384
  %60 = getelementptr ptr, ptr %3, i64 4
  store ptr %59, ptr %60, align 8
  %61 = getelementptr i8, ptr %18, i64 256
  %62 = getelementptr ptr, ptr %3, i64 5
  store ptr %61, ptr %62, align 8
  %63 = getelementptr i8, ptr %18, i64 128
  %64 = getelementptr ptr, ptr %3, i64 6
  store ptr %63, ptr %64, align 8
  %65 = getelementptr i8, ptr %18, i64 0
  %66 = getelementptr ptr, ptr %3, i64 7
  store ptr %65, ptr %66, align 8
  %67 = getelementptr i8, ptr %18, i64 640
  %68 = getelementptr ptr, ptr %3, i64 8
  store ptr %67, ptr %68, align 8
  %69 = call ptr @fulgur_rt_data(ptr %0, i32 15)
  %70 = getelementptr ptr, ptr %3, i64 9
  store ptr %69, ptr %70, align 8
  %71 = call ptr @fulgur_rt_data(ptr %0, i32 13)
  %72 = getelementptr ptr, ptr %3, i64 10
  store ptr %71, ptr %72, align 8
  %73 = getelementptr i64, ptr %4, i64 0
  store i64 32, ptr %73, align 8
  %74 = getelementptr i64, ptr %4, i64 1
  store i64 8, ptr %74, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 1)
  call void @fulgur_rt_allocate(ptr %0, i32 16, i32 1, i32 1, ptr @fulgur_host_shape.1)
  %75 = getelementptr i8, ptr %18, i64 640
  %76 = getelementptr ptr, ptr %3, i64 0
  store ptr %75, ptr %76, align 8
  %77 = call ptr @fulgur_rt_data(ptr %0, i32 16)
  %78 = getelementptr ptr, ptr %3, i64 1
  store ptr %77, ptr %78, align 8
  %79 = getelementptr i64, ptr %4, i64 0
  store i64 8, ptr %79, align 8
  %80 = getelementptr i64, ptr %4, i64 1
  store i64 4, ptr %80, align 8
  call void inttoptr (i64 ADDRESS to ptr)(ptr %3, ptr %4, i64 0, i64 8)
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
