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
  %15 = trunc i64 %11 to i32
  %16 = call i32 @llvm.smax.i32(i32 0, i32 %15)
  %17 = trunc i64 %12 to i32
  %18 = call i32 @llvm.smin.i32(i32 4, i32 %17)
  br label %row.head

row.head:                                         ; preds = %e.exit3, %body
  %19 = phi i32 [ %16, %body ], [ %250, %e.exit3 ]
  %20 = icmp slt i32 %19, %18
  br i1 %20, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %13, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %21 = phi i32 [ 0, %row.body ], [ %122, %e.body ]
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %23 = mul i32 %19, 8
  %24 = add i32 %23, %21
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr %0, i64 %25
  %27 = load half, ptr %26, align 2
  %28 = fpext half %27 to float
  %29 = sext i32 %21 to i64
  %30 = getelementptr float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fmul float %28, %31
  %33 = trunc i64 %10 to i32
  %34 = mul i32 %19, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr i64, ptr %2, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = sitofp i64 %37 to float
  %39 = fadd float %32, %38
  %40 = bitcast float %39 to i32
  %41 = lshr i32 %40, 16
  %42 = and i32 %41, 1
  %43 = add i32 %42, 32767
  %44 = add i32 %40, %43
  %45 = lshr i32 %44, 16
  %46 = fcmp uno float %39, %39
  %47 = trunc i32 %45 to i16
  %48 = select i1 %46, i16 32704, i16 %47
  %49 = zext i16 %48 to i32
  %50 = shl i32 %49, 16
  %51 = bitcast i32 %50 to float
  %52 = getelementptr float, ptr %3, i64 0
  %53 = load float, ptr %52, align 4
  %54 = fmul float %51, %53
  %55 = bitcast float %54 to i32
  %56 = lshr i32 %55, 16
  %57 = and i32 %56, 1
  %58 = add i32 %57, 32767
  %59 = add i32 %55, %58
  %60 = lshr i32 %59, 16
  %61 = fcmp uno float %54, %54
  %62 = trunc i32 %60 to i16
  %63 = select i1 %61, i16 32704, i16 %62
  %64 = zext i16 %63 to i32
  %65 = shl i32 %64, 16
  %66 = bitcast i32 %65 to float
  %67 = call float @llvm.maximum.f32(float %66, float -1.040000e+02)
  %68 = call float @llvm.minimum.f32(float %67, float 0x4056333340000000)
  %69 = fmul float %68, 0x3FF7154760000000
  %70 = call float @llvm.roundeven.f32(float %69)
  %71 = call float @llvm.fmuladd.f32(float %70, float 0xBFE62E4000000000, float %68)
  %72 = call float @llvm.fmuladd.f32(float %70, float 0xBEB7F7D1C0000000, float %71)
  %73 = call float @llvm.fmuladd.f32(float %72, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %74 = call float @llvm.fmuladd.f32(float %72, float %73, float 0x3FA5555560000000)
  %75 = call float @llvm.fmuladd.f32(float %72, float %74, float 0x3FC5555560000000)
  %76 = call float @llvm.fmuladd.f32(float %72, float %75, float 5.000000e-01)
  %77 = call float @llvm.fmuladd.f32(float %72, float %76, float 1.000000e+00)
  %78 = call float @llvm.fmuladd.f32(float %72, float %77, float 1.000000e+00)
  %79 = fcmp uno float %70, %70
  %80 = select i1 %79, float 0.000000e+00, float %70
  %81 = fptosi float %80 to i32
  %82 = ashr i32 %81, 1
  %83 = sub i32 %81, %82
  %84 = add i32 %83, 127
  %85 = shl i32 %84, 23
  %86 = bitcast i32 %85 to float
  %87 = add i32 %82, 127
  %88 = shl i32 %87, 23
  %89 = bitcast i32 %88 to float
  %90 = fmul float %78, %89
  %91 = fmul float %90, %86
  %92 = bitcast float %91 to i32
  %93 = lshr i32 %92, 16
  %94 = and i32 %93, 1
  %95 = add i32 %94, 32767
  %96 = add i32 %92, %95
  %97 = lshr i32 %96, 16
  %98 = fcmp uno float %91, %91
  %99 = trunc i32 %97 to i16
  %100 = select i1 %98, i16 32704, i16 %99
  %101 = zext i16 %100 to i32
  %102 = shl i32 %101, 16
  %103 = bitcast i32 %102 to float
  %104 = sext i32 %21 to i64
  %105 = getelementptr [8 x float], ptr %14, i64 0, i64 %104
  store float %103, ptr %105, align 4
  %106 = fcmp ogt float %103, 1.500000e+00
  %107 = select i1 %106, float %103, float 0.000000e+00
  %108 = bitcast float %107 to i32
  %109 = lshr i32 %108, 16
  %110 = and i32 %109, 1
  %111 = add i32 %110, 32767
  %112 = add i32 %108, %111
  %113 = lshr i32 %112, 16
  %114 = fcmp uno float %107, %107
  %115 = trunc i32 %113 to i16
  %116 = select i1 %114, i16 32704, i16 %115
  %117 = zext i16 %116 to i32
  %118 = shl i32 %117, 16
  %119 = bitcast i32 %118 to float
  %120 = load float, ptr %13, align 4
  %121 = fadd reassoc float %120, %119
  store float %121, ptr %13, align 4
  %122 = add nuw nsw i32 %21, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %123 = load float, ptr %13, align 4
  %124 = bitcast float %123 to i32
  %125 = lshr i32 %124, 16
  %126 = and i32 %125, 1
  %127 = add i32 %126, 32767
  %128 = add i32 %124, %127
  %129 = lshr i32 %128, 16
  %130 = fcmp uno float %123, %123
  %131 = trunc i32 %129 to i16
  %132 = select i1 %130, i16 32704, i16 %131
  %133 = zext i16 %132 to i32
  %134 = shl i32 %133, 16
  %135 = bitcast i32 %134 to float
  %136 = sext i32 %19 to i64
  %137 = getelementptr i16, ptr %7, i64 %136
  %138 = bitcast float %135 to i32
  %139 = lshr i32 %138, 16
  %140 = and i32 %139, 1
  %141 = add i32 %140, 32767
  %142 = add i32 %138, %141
  %143 = lshr i32 %142, 16
  %144 = fcmp uno float %135, %135
  %145 = trunc i32 %143 to i16
  %146 = select i1 %144, i16 32704, i16 %145
  store i16 %146, ptr %137, align 2
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %147 = phi i32 [ 0, %e.exit ], [ %249, %e.body2 ]
  %148 = icmp slt i32 %147, 8
  br i1 %148, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %149 = mul i32 %19, 8
  %150 = add i32 %149, %147
  %151 = sext i32 %150 to i64
  %152 = getelementptr half, ptr %0, i64 %151
  %153 = load half, ptr %152, align 2
  %154 = fpext half %153 to float
  %155 = sext i32 %147 to i64
  %156 = getelementptr float, ptr %1, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = fmul float %154, %157
  %159 = trunc i64 %10 to i32
  %160 = mul i32 %19, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr i64, ptr %2, i64 %161
  %163 = load i64, ptr %162, align 8
  %164 = sitofp i64 %163 to float
  %165 = fadd float %158, %164
  %166 = bitcast float %165 to i32
  %167 = lshr i32 %166, 16
  %168 = and i32 %167, 1
  %169 = add i32 %168, 32767
  %170 = add i32 %166, %169
  %171 = lshr i32 %170, 16
  %172 = fcmp uno float %165, %165
  %173 = trunc i32 %171 to i16
  %174 = select i1 %172, i16 32704, i16 %173
  %175 = zext i16 %174 to i32
  %176 = shl i32 %175, 16
  %177 = bitcast i32 %176 to float
  %178 = mul i32 %19, 8
  %179 = add i32 %178, %147
  %180 = sext i32 %179 to i64
  %181 = getelementptr i16, ptr %4, i64 %180
  %182 = bitcast float %177 to i32
  %183 = lshr i32 %182, 16
  %184 = and i32 %183, 1
  %185 = add i32 %184, 32767
  %186 = add i32 %182, %185
  %187 = lshr i32 %186, 16
  %188 = fcmp uno float %177, %177
  %189 = trunc i32 %187 to i16
  %190 = select i1 %188, i16 32704, i16 %189
  store i16 %190, ptr %181, align 2
  %191 = getelementptr float, ptr %3, i64 0
  %192 = load float, ptr %191, align 4
  %193 = fmul float %177, %192
  %194 = bitcast float %193 to i32
  %195 = lshr i32 %194, 16
  %196 = and i32 %195, 1
  %197 = add i32 %196, 32767
  %198 = add i32 %194, %197
  %199 = lshr i32 %198, 16
  %200 = fcmp uno float %193, %193
  %201 = trunc i32 %199 to i16
  %202 = select i1 %200, i16 32704, i16 %201
  %203 = zext i16 %202 to i32
  %204 = shl i32 %203, 16
  %205 = bitcast i32 %204 to float
  %206 = mul i32 %19, 8
  %207 = add i32 %206, %147
  %208 = sext i32 %207 to i64
  %209 = getelementptr i16, ptr %5, i64 %208
  %210 = bitcast float %205 to i32
  %211 = lshr i32 %210, 16
  %212 = and i32 %211, 1
  %213 = add i32 %212, 32767
  %214 = add i32 %210, %213
  %215 = lshr i32 %214, 16
  %216 = fcmp uno float %205, %205
  %217 = trunc i32 %215 to i16
  %218 = select i1 %216, i16 32704, i16 %217
  store i16 %218, ptr %209, align 2
  %219 = sext i32 %147 to i64
  %220 = getelementptr [8 x float], ptr %14, i64 0, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fcmp ogt float %221, 1.500000e+00
  %223 = select i1 %222, float %221, float 0.000000e+00
  %224 = bitcast float %223 to i32
  %225 = lshr i32 %224, 16
  %226 = and i32 %225, 1
  %227 = add i32 %226, 32767
  %228 = add i32 %224, %227
  %229 = lshr i32 %228, 16
  %230 = fcmp uno float %223, %223
  %231 = trunc i32 %229 to i16
  %232 = select i1 %230, i16 32704, i16 %231
  %233 = zext i16 %232 to i32
  %234 = shl i32 %233, 16
  %235 = bitcast i32 %234 to float
  %236 = mul i32 %19, 8
  %237 = add i32 %236, %147
  %238 = sext i32 %237 to i64
  %239 = getelementptr i16, ptr %6, i64 %238
  %240 = bitcast float %235 to i32
  %241 = lshr i32 %240, 16
  %242 = and i32 %241, 1
  %243 = add i32 %242, 32767
  %244 = add i32 %240, %243
  %245 = lshr i32 %244, 16
  %246 = fcmp uno float %235, %235
  %247 = trunc i32 %245 to i16
  %248 = select i1 %246, i16 32704, i16 %247
  store i16 %248, ptr %239, align 2
  %249 = add nuw nsw i32 %147, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %250 = add nuw nsw i32 %19, 1
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
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 32, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %18, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = sext i32 %10 to i64
  %13 = getelementptr half, ptr %0, i64 %12
  %14 = load half, ptr %13, align 2
  %15 = fpext half %14 to float
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
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 32, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %18, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = urem i32 %10, 8
  %13 = sext i32 %12 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
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
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 32, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %20, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = sext i32 %10 to i64
  %13 = getelementptr i16, ptr %0, i64 %12
  %14 = load i16, ptr %13, align 2
  %15 = zext i16 %14 to i32
  %16 = shl i32 %15, 16
  %17 = bitcast i32 %16 to float
  %18 = sext i32 %10 to i64
  %19 = getelementptr float, ptr %1, i64 %18
  store float %17, ptr %19, align 4
  %20 = add nuw nsw i32 %10, 1
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
  %6 = trunc i64 %4 to i32
  %7 = call i32 @llvm.smax.i32(i32 0, i32 %6)
  %8 = trunc i64 %5 to i32
  %9 = call i32 @llvm.smin.i32(i32 32, i32 %8)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %10 = phi i32 [ %7, %body ], [ %16, %i.body ]
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %12 = getelementptr float, ptr %0, i64 0
  %13 = load float, ptr %12, align 4
  %14 = sext i32 %10 to i64
  %15 = getelementptr float, ptr %1, i64 %14
  store float %13, ptr %15, align 4
  %16 = add nuw nsw i32 %10, 1
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
  %7 = trunc i64 %5 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %6 to i32
  %10 = call i32 @llvm.smin.i32(i32 32, i32 %9)
  br label %i.head

i.head:                                           ; preds = %i.body, %body
  %11 = phi i32 [ %8, %body ], [ %71, %i.body ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %i.body, label %i.exit

i.body:                                           ; preds = %i.head
  %13 = sext i32 %11 to i64
  %14 = getelementptr i16, ptr %0, i64 %13
  %15 = load i16, ptr %14, align 2
  %16 = zext i16 %15 to i32
  %17 = shl i32 %16, 16
  %18 = bitcast i32 %17 to float
  %19 = call float @llvm.maximum.f32(float %18, float -1.040000e+02)
  %20 = call float @llvm.minimum.f32(float %19, float 0x4056333340000000)
  %21 = fmul float %20, 0x3FF7154760000000
  %22 = call float @llvm.roundeven.f32(float %21)
  %23 = call float @llvm.fmuladd.f32(float %22, float 0xBFE62E4000000000, float %20)
  %24 = call float @llvm.fmuladd.f32(float %22, float 0xBEB7F7D1C0000000, float %23)
  %25 = call float @llvm.fmuladd.f32(float %24, float 0x3F56C16C20000000, float 0x3F81111120000000)
  %26 = call float @llvm.fmuladd.f32(float %24, float %25, float 0x3FA5555560000000)
  %27 = call float @llvm.fmuladd.f32(float %24, float %26, float 0x3FC5555560000000)
  %28 = call float @llvm.fmuladd.f32(float %24, float %27, float 5.000000e-01)
  %29 = call float @llvm.fmuladd.f32(float %24, float %28, float 1.000000e+00)
  %30 = call float @llvm.fmuladd.f32(float %24, float %29, float 1.000000e+00)
  %31 = fcmp uno float %22, %22
  %32 = select i1 %31, float 0.000000e+00, float %22
  %33 = fptosi float %32 to i32
  %34 = ashr i32 %33, 1
  %35 = sub i32 %33, %34
  %36 = add i32 %35, 127
  %37 = shl i32 %36, 23
  %38 = bitcast i32 %37 to float
  %39 = add i32 %34, 127
  %40 = shl i32 %39, 23
  %41 = bitcast i32 %40 to float
  %42 = fmul float %30, %41
  %43 = fmul float %42, %38
  %44 = bitcast float %43 to i32
  %45 = lshr i32 %44, 16
  %46 = and i32 %45, 1
  %47 = add i32 %46, 32767
  %48 = add i32 %44, %47
  %49 = lshr i32 %48, 16
  %50 = fcmp uno float %43, %43
  %51 = trunc i32 %49 to i16
  %52 = select i1 %50, i16 32704, i16 %51
  %53 = zext i16 %52 to i32
  %54 = shl i32 %53, 16
  %55 = bitcast i32 %54 to float
  %56 = sext i32 %11 to i64
  %57 = getelementptr i16, ptr %1, i64 %56
  %58 = bitcast float %55 to i32
  %59 = lshr i32 %58, 16
  %60 = and i32 %59, 1
  %61 = add i32 %60, 32767
  %62 = add i32 %58, %61
  %63 = lshr i32 %62, 16
  %64 = fcmp uno float %55, %55
  %65 = trunc i32 %63 to i16
  %66 = select i1 %64, i16 32704, i16 %65
  store i16 %66, ptr %57, align 2
  %67 = fcmp ogt float %55, 1.500000e+00
  %68 = sext i32 %11 to i64
  %69 = getelementptr i8, ptr %2, i64 %68
  %70 = zext i1 %67 to i8
  store i8 %70, ptr %69, align 1
  %71 = add nuw nsw i32 %11, 1
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
  %20 = phi i32 [ %17, %body ], [ %216, %e.exit3 ]
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %15, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %22 = phi i32 [ 0, %row.body ], [ %100, %e.body ]
  %23 = icmp slt i32 %22, 32
  br i1 %23, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %24 = mul i32 %20, 32
  %25 = add i32 %24, %22
  %26 = sext i32 %25 to i64
  %27 = getelementptr i8, ptr %2, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = icmp ne i8 %28, 0
  %30 = mul i32 %20, 32
  %31 = add i32 %30, %22
  %32 = sext i32 %31 to i64
  %33 = getelementptr i16, ptr %1, i64 %32
  %34 = load i16, ptr %33, align 2
  %35 = zext i16 %34 to i32
  %36 = shl i32 %35, 16
  %37 = bitcast i32 %36 to float
  %38 = udiv i32 %22, 8
  %39 = sext i32 %38 to i64
  %40 = getelementptr i16, ptr %0, i64 %39
  %41 = load i16, ptr %40, align 2
  %42 = zext i16 %41 to i32
  %43 = shl i32 %42, 16
  %44 = bitcast i32 %43 to float
  %45 = fadd float %37, %44
  %46 = bitcast float %45 to i32
  %47 = lshr i32 %46, 16
  %48 = and i32 %47, 1
  %49 = add i32 %48, 32767
  %50 = add i32 %46, %49
  %51 = lshr i32 %50, 16
  %52 = fcmp uno float %45, %45
  %53 = trunc i32 %51 to i16
  %54 = select i1 %52, i16 32704, i16 %53
  %55 = zext i16 %54 to i32
  %56 = shl i32 %55, 16
  %57 = bitcast i32 %56 to float
  %58 = select i1 %29, float %57, float 0.000000e+00
  %59 = bitcast float %58 to i32
  %60 = lshr i32 %59, 16
  %61 = and i32 %60, 1
  %62 = add i32 %61, 32767
  %63 = add i32 %59, %62
  %64 = lshr i32 %63, 16
  %65 = fcmp uno float %58, %58
  %66 = trunc i32 %64 to i16
  %67 = select i1 %65, i16 32704, i16 %66
  %68 = zext i16 %67 to i32
  %69 = shl i32 %68, 16
  %70 = bitcast i32 %69 to float
  %71 = mul i32 %20, 32
  %72 = add i32 %71, %22
  %73 = sext i32 %72 to i64
  %74 = getelementptr i16, ptr %3, i64 %73
  %75 = load i16, ptr %74, align 2
  %76 = zext i16 %75 to i32
  %77 = shl i32 %76, 16
  %78 = bitcast i32 %77 to float
  %79 = fmul float %70, %78
  %80 = bitcast float %79 to i32
  %81 = lshr i32 %80, 16
  %82 = and i32 %81, 1
  %83 = add i32 %82, 32767
  %84 = add i32 %80, %83
  %85 = lshr i32 %84, 16
  %86 = fcmp uno float %79, %79
  %87 = trunc i32 %85 to i16
  %88 = select i1 %86, i16 32704, i16 %87
  %89 = zext i16 %88 to i32
  %90 = shl i32 %89, 16
  %91 = bitcast i32 %90 to float
  %92 = mul i32 %20, 32
  %93 = add i32 %92, %22
  %94 = sext i32 %93 to i64
  %95 = getelementptr float, ptr %5, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = fmul float %91, %96
  %98 = load float, ptr %15, align 4
  %99 = fadd reassoc float %98, %97
  store float %99, ptr %15, align 4
  %100 = add nuw nsw i32 %22, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %101 = load float, ptr %15, align 4
  %102 = sext i32 %20 to i64
  %103 = getelementptr float, ptr %10, i64 %102
  store float %101, ptr %103, align 4
  br label %e.head1

e.head1:                                          ; preds = %e.body2, %e.exit
  %104 = phi i32 [ 0, %e.exit ], [ %215, %e.body2 ]
  %105 = icmp slt i32 %104, 32
  br i1 %105, label %e.body2, label %e.exit3

e.body2:                                          ; preds = %e.head1
  %106 = mul i32 %20, 32
  %107 = add i32 %106, %104
  %108 = sext i32 %107 to i64
  %109 = getelementptr i8, ptr %2, i64 %108
  %110 = load i8, ptr %109, align 1
  %111 = icmp ne i8 %110, 0
  %112 = mul i32 %20, 32
  %113 = add i32 %112, %104
  %114 = sext i32 %113 to i64
  %115 = getelementptr i16, ptr %1, i64 %114
  %116 = load i16, ptr %115, align 2
  %117 = zext i16 %116 to i32
  %118 = shl i32 %117, 16
  %119 = bitcast i32 %118 to float
  %120 = udiv i32 %104, 8
  %121 = sext i32 %120 to i64
  %122 = getelementptr i16, ptr %0, i64 %121
  %123 = load i16, ptr %122, align 2
  %124 = zext i16 %123 to i32
  %125 = shl i32 %124, 16
  %126 = bitcast i32 %125 to float
  %127 = fadd float %119, %126
  %128 = bitcast float %127 to i32
  %129 = lshr i32 %128, 16
  %130 = and i32 %129, 1
  %131 = add i32 %130, 32767
  %132 = add i32 %128, %131
  %133 = lshr i32 %132, 16
  %134 = fcmp uno float %127, %127
  %135 = trunc i32 %133 to i16
  %136 = select i1 %134, i16 32704, i16 %135
  %137 = zext i16 %136 to i32
  %138 = shl i32 %137, 16
  %139 = bitcast i32 %138 to float
  %140 = select i1 %111, float %139, float 0.000000e+00
  %141 = bitcast float %140 to i32
  %142 = lshr i32 %141, 16
  %143 = and i32 %142, 1
  %144 = add i32 %143, 32767
  %145 = add i32 %141, %144
  %146 = lshr i32 %145, 16
  %147 = fcmp uno float %140, %140
  %148 = trunc i32 %146 to i16
  %149 = select i1 %147, i16 32704, i16 %148
  %150 = zext i16 %149 to i32
  %151 = shl i32 %150, 16
  %152 = bitcast i32 %151 to float
  %153 = mul i32 %20, 32
  %154 = add i32 %153, %104
  %155 = sext i32 %154 to i64
  %156 = getelementptr i16, ptr %3, i64 %155
  %157 = load i16, ptr %156, align 2
  %158 = zext i16 %157 to i32
  %159 = shl i32 %158, 16
  %160 = bitcast i32 %159 to float
  %161 = fmul float %152, %160
  %162 = bitcast float %161 to i32
  %163 = lshr i32 %162, 16
  %164 = and i32 %163, 1
  %165 = add i32 %164, 32767
  %166 = add i32 %162, %165
  %167 = lshr i32 %166, 16
  %168 = fcmp uno float %161, %161
  %169 = trunc i32 %167 to i16
  %170 = select i1 %168, i16 32704, i16 %169
  %171 = zext i16 %170 to i32
  %172 = shl i32 %171, 16
  %173 = bitcast i32 %172 to float
  %174 = mul i32 %20, 32
  %175 = add i32 %174, %104
  %176 = sext i32 %175 to i64
  %177 = getelementptr float, ptr %4, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = fmul float %173, %178
  %180 = bitcast float %179 to i32
  %181 = lshr i32 %180, 16
  %182 = and i32 %181, 1
  %183 = add i32 %182, 32767
  %184 = add i32 %180, %183
  %185 = lshr i32 %184, 16
  %186 = fcmp uno float %179, %179
  %187 = trunc i32 %185 to i16
  %188 = select i1 %186, i16 32704, i16 %187
  %189 = zext i16 %188 to i32
  %190 = shl i32 %189, 16
  %191 = bitcast i32 %190 to float
  %192 = mul i32 %20, 32
  %193 = add i32 %192, %104
  %194 = sext i32 %193 to i64
  %195 = getelementptr float, ptr %7, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = fmul float %191, %196
  %198 = mul i32 %20, 32
  %199 = add i32 %198, %104
  %200 = sext i32 %199 to i64
  %201 = getelementptr float, ptr %8, i64 %200
  store float %197, ptr %201, align 4
  %202 = mul i32 %20, 32
  %203 = add i32 %202, %104
  %204 = sext i32 %203 to i64
  %205 = getelementptr float, ptr %6, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fmul float %191, %206
  %208 = fptrunc float %207 to half
  %209 = fpext half %208 to float
  %210 = mul i32 %20, 32
  %211 = add i32 %210, %104
  %212 = sext i32 %211 to i64
  %213 = getelementptr half, ptr %9, i64 %212
  %214 = fptrunc float %209 to half
  store half %214, ptr %213, align 2
  %215 = add nuw nsw i32 %104, 1
  br label %e.head1

e.exit3:                                          ; preds = %e.head1
  %216 = add nuw nsw i32 %20, 1
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
  %7 = trunc i64 %4 to i32
  %8 = call i32 @llvm.smax.i32(i32 0, i32 %7)
  %9 = trunc i64 %5 to i32
  %10 = call i32 @llvm.smin.i32(i32 8, i32 %9)
  br label %row.head

row.head:                                         ; preds = %e.exit, %body
  %11 = phi i32 [ %8, %body ], [ %26, %e.exit ]
  %12 = icmp slt i32 %11, %10
  br i1 %12, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  store float 0.000000e+00, ptr %6, align 4
  br label %e.head

row.exit:                                         ; preds = %row.head
  ret void

e.head:                                           ; preds = %e.body, %row.body
  %13 = phi i32 [ 0, %row.body ], [ %22, %e.body ]
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %e.body, label %e.exit

e.body:                                           ; preds = %e.head
  %15 = mul i32 %13, 8
  %16 = add i32 %15, %11
  %17 = sext i32 %16 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fadd reassoc float %20, %19
  store float %21, ptr %6, align 4
  %22 = add nuw nsw i32 %13, 1
  br label %e.head

e.exit:                                           ; preds = %e.head
  %23 = load float, ptr %6, align 4
  %24 = sext i32 %11 to i64
  %25 = getelementptr float, ptr %1, i64 %24
  store float %23, ptr %25, align 4
  %26 = add nuw nsw i32 %11, 1
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
